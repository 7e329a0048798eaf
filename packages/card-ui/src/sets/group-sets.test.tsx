import { makeSet } from '../test-support/fixtures';
import { groupSetsByTypeAndYear } from './group-sets';
import { searchSets } from './search-sets';

const sets = [
  makeSet('mrd', 'Metal Raiders', 'MRD', 'BOOSTER', '2002-06-26'),
  makeSet('lob', 'Legend of Blue Eyes White Dragon', 'LOB', 'BOOSTER', '2002-03-08'),
  makeSet('sdy', 'Starter Deck: Yugi', 'SDY', 'DECK', '2002-03-29'),
  makeSet('psv', "Pharaoh's Servant", 'PSV', 'BOOSTER', '2002-10-20'),
  makeSet('lon', 'Labyrinth of Nightmare', 'LON', 'BOOSTER', '2003-03-01'),
  makeSet('tp1', 'Tournament Pack 1', 'TP1', 'PROMO', '2003-01-01'),
  makeSet('mc1', 'Movie Pack', 'MP1', 'MISC', '2002-05-01'),
];

describe('groupSetsByTypeAndYear', () => {
  it('groups the Misc tab by type in the order asked, PROMO included', () => {
    const groups = groupSetsByTypeAndYear(sets, ['MISC', 'PROMO']);
    expect(groups.map((group) => [group.type, group.label])).toEqual([
      ['MISC', 'Misc'],
      ['PROMO', 'Promo'],
    ]);
  });

  it('groups sets by release year, oldest year and oldest set first', () => {
    const [core] = groupSetsByTypeAndYear(sets, ['BOOSTER']);
    expect(core.label).toBe('Core');
    expect(core.years.map((year) => [year.year, year.sets.map((set) => set.setCode)])).toEqual([
      [2002, ['LOB', 'MRD', 'PSV']],
      [2003, ['LON']],
    ]);
  });

  it('leaves out types that have no sets', () => {
    expect(groupSetsByTypeAndYear(sets, ['PACK'])).toEqual([]);
  });
});

describe('searchSets', () => {
  it('finds a set by a word of its name, in any case', () => {
    expect(searchSets(sets, 'metal').map((set) => set.id)).toEqual(['mrd']);
  });

  it('finds a set by its code', () => {
    expect(searchSets(sets, 'lob').map((set) => set.id)).toEqual(['lob']);
  });

  it('needs every word, in any order, and ignores punctuation', () => {
    expect(searchSets(sets, 'dragon blue-eyes').map((set) => set.id)).toEqual(['lob']);
    expect(searchSets(sets, 'pharaohs').map((set) => set.id)).toEqual(['psv']);
  });

  it('keeps every set for an empty query and none for a query nothing matches', () => {
    expect(searchSets(sets, '  ')).toHaveLength(sets.length);
    expect(searchSets(sets, 'zexal')).toEqual([]);
  });
});
