import { makeCard, makeSetCard } from '../test-support/fixtures';
import { distinctCards } from './distinct-cards';

describe('distinctCards', () => {
  it('keeps one printing of a card printed under several codes or as alternate art', () => {
    const printings = [
      makeSetCard('lob-001', makeCard('89631139', 'Blue-Eyes White Dragon'), 'ULTRA_RARE'),
      makeSetCard('lob-e001', makeCard('89631139', 'Blue-Eyes White Dragon'), 'ULTRA_RARE'),
      makeSetCard('lob-en001', makeCard('89631141', 'Blue-Eyes White Dragon'), 'ULTRA_RARE'),
      makeSetCard('lob-005', makeCard('46986414', 'Dark Magician'), 'ULTRA_RARE'),
    ];
    expect(distinctCards(printings).map((printing) => printing.id)).toEqual(['lob-001', 'lob-005']);
  });

  it('keeps a card once per rarity it is printed in', () => {
    const printings = [
      makeSetCard('p1', makeCard('1', 'Mystical Elf'), 'COMMON'),
      makeSetCard('p2', makeCard('1', 'Mystical Elf'), 'SUPER_RARE'),
      makeSetCard('p3', makeCard('1', 'Mystical Elf'), 'COMMON'),
    ];
    expect(distinctCards(printings).map((printing) => printing.id)).toEqual(['p1', 'p2']);
  });
});
