import { makeCard, makeSetCard } from '../test-support/fixtures';
import { groupByRarity } from './group-by-rarity';

describe('groupByRarity', () => {
  const printings = [
    makeSetCard('p1', makeCard('1', 'Zombie Warrior'), 'COMMON'),
    makeSetCard('p2', makeCard('2', 'Dark Magician'), 'ULTRA_RARE'),
    makeSetCard('p3', makeCard('3', 'Blue-Eyes White Dragon'), 'ULTRA_RARE'),
    makeSetCard('p4', makeCard('4', 'Ancient Elf'), 'COMMON'),
    makeSetCard('p5', makeCard('5', 'Exodia the Forbidden One'), 'SECRET_RARE'),
    makeSetCard('p6', makeCard('6', 'Trap Hole'), 'RARE'),
  ];

  it('orders groups from the rarest rarity down and leaves out rarities the set lacks', () => {
    expect(groupByRarity(printings).map((group) => group.rarity)).toEqual([
      'SECRET_RARE',
      'ULTRA_RARE',
      'RARE',
      'COMMON',
    ]);
  });

  it('sorts the cards of a group by name', () => {
    const ultraRares = groupByRarity(printings).find((group) => group.rarity === 'ULTRA_RARE');
    expect(ultraRares?.cards.map((printing) => printing.card.name)).toEqual([
      'Blue-Eyes White Dragon',
      'Dark Magician',
    ]);
  });

  it('keeps every printing exactly once', () => {
    const grouped = groupByRarity(printings).flatMap((group) => group.cards.map((printing) => printing.id));
    expect(grouped.sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
  });

  it('gives no groups for a set without cards', () => {
    expect(groupByRarity([])).toEqual([]);
  });
});
