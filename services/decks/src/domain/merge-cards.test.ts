import { mergeCards } from './merge-cards';

describe('mergeCards', () => {
  it('adds up entries of one card in one zone, keeping the first-seen order', () => {
    expect(
      mergeCards([
        { cardId: 'b', quantity: 1, zone: 'MAIN_DECK' },
        { cardId: 'a', quantity: 2, zone: 'MAIN_DECK' },
        { cardId: 'b', quantity: 2, zone: 'MAIN_DECK' },
        { cardId: 'b', quantity: 1, zone: 'EXTRA_DECK' },
      ]),
    ).toEqual([
      { cardId: 'b', quantity: 3, zone: 'MAIN_DECK' },
      { cardId: 'a', quantity: 2, zone: 'MAIN_DECK' },
      { cardId: 'b', quantity: 1, zone: 'EXTRA_DECK' },
    ]);
  });
});
