import { changePacks, maxPacksPerSet, toSelections, totalPacks } from './custom-draft';

describe('the packs of a custom draft', () => {
  it('adds and removes packs per set, never below 0, dropping sets with none', () => {
    const two = changePacks(changePacks({}, 'lob', 1), 'lob', 1);
    expect(two).toEqual({ lob: 2 });
    const withMrd = changePacks(two, 'mrd', 1);
    expect(totalPacks(withMrd)).toBe(3);
    expect(changePacks(changePacks(withMrd, 'mrd', -1), 'mrd', -1)).toEqual({ lob: 2 });
    expect(toSelections(withMrd)).toEqual([
      { setId: 'lob', quantity: 2 },
      { setId: 'mrd', quantity: 1 },
    ]);
  });

  it('stops at the most packs of one set', () => {
    expect(changePacks({ lob: maxPacksPerSet }, 'lob', 1)).toEqual({ lob: maxPacksPerSet });
  });
});
