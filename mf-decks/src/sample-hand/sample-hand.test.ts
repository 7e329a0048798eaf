import type { DeckCard } from '@progression/contracts';
import { handFrom, mainDeckCopies, shuffled, shuffledMainDeck } from './sample-hand';

const deck: DeckCard[] = [
  { cardId: 'a', quantity: 3, zone: 'MAIN_DECK' },
  { cardId: 'x', quantity: 2, zone: 'EXTRA_DECK' },
  { cardId: 'b', quantity: 2, zone: 'MAIN_DECK' },
  { cardId: 'c', quantity: 1, zone: 'MAIN_DECK' },
];

/** A random source that answers the given numbers in turn. */
const numbers = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('a sample hand', () => {
  it('draws from every copy of the main deck and never from the extra deck', () => {
    expect(mainDeckCopies(deck)).toEqual(['a', 'a', 'a', 'b', 'b', 'c']);
    const drawn = shuffledMainDeck(deck, Math.random);
    expect([...drawn].sort()).toEqual(['a', 'a', 'a', 'b', 'b', 'c']);
  });

  it('shuffles with the random source it is given (Fisher-Yates)', () => {
    // 0 swaps each position with the first: the order rotates the first card to the end.
    expect(shuffled([1, 2, 3, 4], numbers(0))).toEqual([2, 3, 4, 1]);
    // Just below 1 swaps each position with itself: the order stays.
    expect(shuffled([1, 2, 3, 4], numbers(0.999))).toEqual([1, 2, 3, 4]);
    const list = [1, 2, 3];
    shuffled(list, numbers(0));
    expect(list).toEqual([1, 2, 3]);
  });

  it('deals five going first and the same five plus one going second', () => {
    const order = ['1', '2', '3', '4', '5', '6', '7'];
    expect(handFrom(order, 'first')).toEqual(['1', '2', '3', '4', '5']);
    expect(handFrom(order, 'second')).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('deals the whole deck when it holds fewer cards than a hand, and nothing from an empty one', () => {
    expect(handFrom(['1', '2'], 'second')).toEqual(['1', '2']);
    expect(handFrom(shuffledMainDeck([], Math.random), 'first')).toEqual([]);
  });

  it('gives every order of a small deck about as often', () => {
    const counts = new Map<string, number>();
    for (let run = 0; run < 6000; run++) {
      const key = shuffled(['a', 'b', 'c'], Math.random).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const count of counts.values()) expect(Math.abs(count - 1000)).toBeLessThan(200);
  });
});
