import { makeCard } from '../test-support/fixtures';
import { cardSummary, hasFlavourText, levelLabel, typeLine } from './type-line';

const metaOf = (metaData: Parameters<typeof makeCard>[2]) => {
  const card = makeCard('1', 'Any', metaData);
  if (!card.yugiohMetaData) throw new Error('fixture without game data');
  return card.yugiohMetaData;
};

describe('typeLine', () => {
  it('prints race and sub-types of a monster in printed order', () => {
    expect(
      typeLine(metaOf({ type: 'XYZ_PENDULUM_EFFECT_MONSTER', frame: 'XYZ_PENDULUM', race: 'DRAGON' })),
    ).toBe('Dragon / Xyz / Pendulum / Effect');
    expect(typeLine(metaOf({ type: 'SYNCHRO_TUNER_MONSTER', frame: 'SYNCHRO', race: 'MACHINE' }))).toBe(
      'Machine / Synchro / Tuner',
    );
  });

  it('prints spells and traps with their sub-type', () => {
    expect(
      typeLine(metaOf({ type: 'SPELL_CARD', frame: 'SPELL', race: 'QUICK_PLAY', attribute: null })),
    ).toBe('Spell Card / Quick-Play');
    expect(typeLine(metaOf({ type: 'TRAP_CARD', frame: 'TRAP', race: 'COUNTER', attribute: null }))).toBe(
      'Trap Card / Counter',
    );
  });
});

describe('levelLabel', () => {
  it('calls an Xyz level its Rank and a Link level its Link rating', () => {
    expect(levelLabel(metaOf({ type: 'XYZ_MONSTER', frame: 'XYZ' }))).toBe('Rank');
    expect(levelLabel(metaOf({ type: 'LINK_MONSTER', frame: 'LINK' }))).toBe('Link');
    expect(levelLabel(metaOf({ type: 'FUSION_MONSTER', frame: 'FUSION' }))).toBe('Level');
  });
});

describe('cardSummary', () => {
  it('gives a monster attribute, level and both stats', () => {
    expect(cardSummary(metaOf({}))).toBe('Dark Spellcaster / Effect, Level 4, ATK 1800, DEF 1000');
  });

  it('leaves out DEF for a Link monster', () => {
    expect(
      cardSummary(
        metaOf({
          type: 'LINK_MONSTER',
          frame: 'LINK',
          race: 'CYBERSE',
          level: 3,
          attack: 2300,
          defense: null,
        }),
      ),
    ).toBe('Dark Cyberse / Link, Link 3, ATK 2300');
  });

  it('gives a spell its type line only', () => {
    expect(cardSummary(metaOf({ type: 'SPELL_CARD', frame: 'SPELL', race: 'EQUIP', attribute: null }))).toBe(
      'Spell Card / Equip',
    );
  });
});

describe('hasFlavourText', () => {
  it('is true for normal monsters, normal tuners and normal pendulums only', () => {
    expect(hasFlavourText(metaOf({ type: 'NORMAL_MONSTER', frame: 'NORMAL' }))).toBe(true);
    expect(hasFlavourText(metaOf({ type: 'PENDULUM_NORMAL_MONSTER', frame: 'NORMAL_PENDULUM' }))).toBe(true);
    expect(hasFlavourText(metaOf({ type: 'EFFECT_MONSTER' }))).toBe(false);
  });
});
