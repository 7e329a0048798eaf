import { bracketOrder, emptyBracket, isFinalScore, nextOf, roundsOf } from './playoff-bracket';

describe('a playoff bracket', () => {
  it('seeds the first round 1v8, 4v5, 2v7, 3v6 (top 8) and 1v4, 2v3 (top 4)', () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(bracketOrder(4)).toEqual([1, 4, 2, 3]);
    const seeded = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];
    const firstRound = emptyBracket('g', seeded)
      .filter((match) => match.round === 1)
      .map((match) => [match.firstPlayerId, match.secondPlayerId]);
    expect(firstRound).toEqual([
      ['s1', 's8'],
      ['s4', 's5'],
      ['s2', 's7'],
      ['s3', 's6'],
    ]);
  });

  it('has 7 matches over 3 rounds for 8 players, each winner going to the next slot', () => {
    const bracket = emptyBracket('g', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(roundsOf(8)).toBe(3);
    expect(bracket.map((match) => `${match.round}.${match.slot}`)).toEqual([
      '1.0',
      '1.1',
      '1.2',
      '1.3',
      '2.0',
      '2.1',
      '3.0',
    ]);
    expect(new Set(bracket.map((match) => match.id)).size).toBe(7);
    expect(nextOf(bracket, { round: 1, slot: 3 })).toEqual({ index: 5, asFirst: false });
    expect(nextOf(bracket, { round: 2, slot: 0 })).toEqual({ index: 6, asFirst: true });
    expect(nextOf(bracket, { round: 3, slot: 0 })).toBeNull();
  });

  it('ends a best of 3 at 2-0 or 2-1 and a best of 1 at 1-0', () => {
    expect(isFinalScore(3, 2, 0)).toBe(true);
    expect(isFinalScore(3, 2, 1)).toBe(true);
    expect(isFinalScore(3, 1, 0)).toBe(false);
    expect(isFinalScore(3, 2, 2)).toBe(false);
    expect(isFinalScore(1, 1, 0)).toBe(true);
    expect(isFinalScore(1, 2, 0)).toBe(false);
  });
});
