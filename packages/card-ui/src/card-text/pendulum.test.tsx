import { splitPendulumText } from './pendulum';

describe('splitPendulumText', () => {
  it('separates the pendulum effect from the monster effect', () => {
    expect(
      splitPendulumText(
        '[ Pendulum Effect ] \nAll Normal Monsters gain 200 ATK.\n\n[ Monster Effect ] \nIt flies.',
      ),
    ).toEqual({ pendulumEffect: 'All Normal Monsters gain 200 ATK.', monsterText: 'It flies.' });
  });

  it('reads flavor text headings and drops the dashed rule between the parts', () => {
    expect(
      splitPendulumText(
        '[ Pendulum Effect ]\nDraw 1 card.\n----------------------------------------\n[ Flavor Text ]\nA knight.',
      ),
    ).toEqual({ pendulumEffect: 'Draw 1 card.', monsterText: 'A knight.' });
  });

  it('gives null for a text without pendulum parts', () => {
    expect(splitPendulumText('Cannot be targeted by card effects.')).toBeNull();
  });
});
