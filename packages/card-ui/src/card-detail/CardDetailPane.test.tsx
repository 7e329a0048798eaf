import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '@progression/ui/testing';
import { makeCard } from '../test-support/fixtures';
import { CardDetailPane } from './CardDetailPane';

/** The value shown for a term of the stats list. */
function stat(term: string): string | null | undefined {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === term);
  return dt?.nextElementSibling?.textContent;
}

describe('CardDetailPane', () => {
  it('says "No card selected" when there is no card', () => {
    renderWithTheme(<CardDetailPane card={null} />);
    expect(screen.getByText('No card selected')).toBeTruthy();
  });

  it('shows a monster name, attribute, level, ATK, DEF and type line', () => {
    renderWithTheme(<CardDetailPane card={makeCard('1', 'Skilled Dark Magician')} imageSize={null} />);
    expect(screen.getByRole('heading', { name: 'Skilled Dark Magician' })).toBeTruthy();
    expect(stat('Attribute')).toBe('Dark');
    expect(stat('Level')).toBe('4');
    expect(stat('ATK')).toBe('1800');
    expect(stat('DEF')).toBe('1000');
    expect(screen.getByText('[Spellcaster / Effect]')).toBeTruthy();
  });

  it('puts each sentence of the text on its own line', () => {
    renderWithTheme(<CardDetailPane card={makeCard('1', 'Any')} imageSize={null} />);
    const first = screen.getByText('When this card is Normal Summoned: You can draw 1 card.');
    const second = screen.getByText('You can only use this effect once per turn.');
    expect(first.tagName).toBe('P');
    expect(first.nextElementSibling).toBe(second);
  });

  it('sets the flavour text of a normal monster in italics, and effects upright', () => {
    const normal = {
      ...makeCard('2', 'Mystical Elf', { type: 'NORMAL_MONSTER', frame: 'NORMAL' }),
      description: 'A delicate elf.',
    };
    renderWithTheme(<CardDetailPane card={normal} imageSize={null} />);
    expect(screen.getByText('A delicate elf.').style.fontStyle).toBe('italic');
  });

  it('keeps effect text upright', () => {
    renderWithTheme(<CardDetailPane card={makeCard('1', 'Any')} imageSize={null} />);
    expect(screen.getByText('You can only use this effect once per turn.').style.fontStyle).toBe('');
  });

  it('shows a Rank for Xyz monsters and a Link rating without DEF for Link monsters', () => {
    const { unmount } = renderWithTheme(
      <CardDetailPane
        card={makeCard('3', 'Utopia', { type: 'XYZ_MONSTER', frame: 'XYZ', level: 4 })}
        imageSize={null}
      />,
    );
    expect(stat('Rank')).toBe('4');
    unmount();
    renderWithTheme(
      <CardDetailPane
        card={makeCard('4', 'Decode Talker', {
          type: 'LINK_MONSTER',
          frame: 'LINK',
          level: 3,
          defense: null,
        })}
        imageSize={null}
      />,
    );
    expect(stat('Link')).toBe('3');
    expect(stat('DEF')).toBeUndefined();
  });

  it('shows the property icon of a spell and no monster stats', () => {
    const spell = makeCard('5', 'Mystical Space Typhoon', {
      type: 'SPELL_CARD',
      frame: 'SPELL',
      race: 'QUICK_PLAY',
      attribute: null,
      level: null,
      attack: null,
      defense: null,
    });
    renderWithTheme(<CardDetailPane card={spell} imageSize={null} />);
    expect(stat('Property')).toBe('Quick-Play Spell');
    expect(screen.getByText('[Spell Card / Quick-Play]')).toBeTruthy();
    expect(stat('ATK')).toBeUndefined();
  });

  it('shows the pendulum effect apart from the monster effect', () => {
    const pendulum = {
      ...makeCard('6', 'Odd-Eyes Pendulum Dragon', {
        type: 'PENDULUM_EFFECT_MONSTER',
        frame: 'EFFECT_PENDULUM',
      }),
      description:
        '[ Pendulum Effect ] \nYou can destroy this card. Then draw.\n\n[ Monster Effect ] \nDouble the damage.',
    };
    renderWithTheme(<CardDetailPane card={pendulum} imageSize={null} />);
    const pendulumPart = screen.getByRole('heading', { name: 'Pendulum Effect' })
      .parentElement as HTMLElement;
    expect(within(pendulumPart).getByText('You can destroy this card.')).toBeTruthy();
    expect(within(pendulumPart).queryByText('Double the damage.')).toBeNull();
    const monsterPart = screen.getByRole('heading', { name: 'Monster Effect' }).parentElement as HTMLElement;
    expect(within(monsterPart).getByText('Double the damage.')).toBeTruthy();
  });

  it('shows the card picture, drawn when it cannot load', () => {
    renderWithTheme(<CardDetailPane card={makeCard('7', 'Pictured')} />);
    expect(screen.getByRole('img', { name: 'Pictured' })).toBeTruthy();
  });
});
