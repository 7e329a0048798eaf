import { changePacks, packSelectionError, selectedCount, selectedPackIds } from './pack-selection';
import { copiesText, selectionText, toggleWildcardCard } from './wildcard-selection';

describe('pack claim selection', () => {
  it('never goes above numToSelect nor below 0', () => {
    let selection = changePacks({}, 'a', 1, 2);
    selection = changePacks(selection, 'b', 1, 2);
    expect(changePacks(selection, 'a', 1, 2)).toBe(selection);
    expect(selectedCount(selection)).toBe(2);
    const fewer = changePacks(selection, 'b', -1, 2);
    expect(fewer).toEqual({ a: 1, b: 0 });
    expect(changePacks(fewer, 'b', -1, 2)).toBe(fewer);
  });

  it('sends a set once per chosen pack', () => {
    expect(selectedPackIds({ a: 2, b: 0, c: 1 })).toEqual(['a', 'a', 'c']);
  });

  it('names what is missing with the spec texts', () => {
    expect(packSelectionError({}, 1)).toBe('You must select a pack');
    expect(packSelectionError({ a: 1 }, 3)).toBe('You must select 3 packs');
    expect(packSelectionError({ a: 3 }, 3)).toBeUndefined();
  });
});

describe('wildcard claim selection', () => {
  it('takes two different cards and refuses a third with the spec message', () => {
    const one = toggleWildcardCard([], 'x').selected;
    const two = toggleWildcardCard(one, 'y').selected;
    expect(two).toEqual(['x', 'y']);
    const third = toggleWildcardCard(two, 'z');
    expect(third.selected).toBe(two);
    expect(third.error).toBe(
      "You've already selected 2 cards, you can clear your current selections by clicking 'Clear Selections'",
    );
    expect(toggleWildcardCard(two, 'x').selected).toEqual(['y']);
  });

  it('gives three copies of one card, one each of two', () => {
    expect(copiesText(1)).toBe('3 copies');
    expect(copiesText(2)).toBe('1 copy');
  });

  it('says what the selection gives: "each" only for two cards', () => {
    expect(selectionText(0)).toBe('No cards selected');
    expect(selectionText(1)).toBe('1 selected: 3 copies');
    expect(selectionText(2)).toBe('2 selected: 1 copy each');
    expect(selectionText(1, 2)).toBe('1 selected: 6 copies');
    expect(selectionText(2, 2)).toBe('2 selected: 2 copies each');
  });
});
