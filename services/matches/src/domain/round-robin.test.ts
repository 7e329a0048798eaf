import { matchIdOf } from './match-id';
import { pairsWith, roundRobin } from './round-robin';

describe('roundRobin', () => {
  it('pairs 4 players 6 times and 32 players 496 times, each pair once', () => {
    expect(roundRobin(['d', 'a', 'c', 'b'])).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['a', 'd'],
      ['b', 'c'],
      ['b', 'd'],
      ['c', 'd'],
    ]);
    const players = Array.from({ length: 32 }, (_, index) => `p${String(index).padStart(2, '0')}`);
    const pairs = roundRobin([...players, ...players]);
    expect(pairs).toHaveLength(496);
    expect(new Set(pairs.map((pair) => pair.join())).size).toBe(496);
  });

  it('pairs a late joiner with every other player, never with themself', () => {
    expect(pairsWith('c', ['a', 'c', 'd', 'a'])).toEqual([
      ['a', 'c'],
      ['c', 'd'],
    ]);
  });
});

describe('matchIdOf', () => {
  it('is the same for either order of the pair and differs per week and game', () => {
    const id = matchIdOf('g1', 1, 'a', 'b');
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(matchIdOf('g1', 1, 'b', 'a')).toBe(id);
    expect(matchIdOf('g1', 2, 'a', 'b')).not.toBe(id);
    expect(matchIdOf('g2', 1, 'a', 'b')).not.toBe(id);
  });
});
