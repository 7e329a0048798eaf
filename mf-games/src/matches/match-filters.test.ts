import type { Match } from '@progression/contracts';
import { defaultFilters, filterMatches, include, matchStats } from './match-filters';

const match = (weekNum: number, first: string, second: string, winnerId: string | null = null): Match => ({
  id: `${weekNum}-${first}-${second}`,
  gameId: 'g',
  weekId: `w${weekNum}`,
  weekNum,
  round: 1,
  firstPlayerId: first,
  secondPlayerId: second,
  winnerId,
  resultStatus: null,
  score: null,
  reported: null,
});
const all = [
  match(1, 'me', 'bob', 'me'),
  match(1, 'me', 'cat', 'cat'),
  match(1, 'bob', 'cat', 'bob'),
  match(2, 'me', 'bob', 'me'),
  match(2, 'me', 'cat'),
  match(2, 'bob', 'cat'),
];
const ids = (matches: Match[]) => matches.map((each) => each.id);

describe('filterMatches', () => {
  it('shows this week, previous weeks or all, own matches unless Show all games', () => {
    expect(ids(filterMatches(all, defaultFilters, 'me', 2, true))).toEqual(['2-me-bob', '2-me-cat']);
    expect(ids(filterMatches(all, { ...defaultFilters, week: 'PREVIOUS' }, 'me', 2, true))).toEqual([
      '1-me-bob',
      '1-me-cat',
    ]);
    expect(filterMatches(all, { ...defaultFilters, week: 'ALL', showAll: true }, 'me', 2, true)).toHaveLength(
      6,
    );
    expect(ids(filterMatches(all, { ...defaultFilters, week: 'ALL' }, 'me', 2, false))[0]).toMatch(/^2-/);
  });

  it('keeps matches including every chosen player and none of the excluded', () => {
    const shown = filterMatches(
      all,
      { week: 'ALL', includes: ['bob'], excludes: ['me'], showAll: true },
      'me',
      2,
      true,
    );
    expect(ids(shown)).toEqual(['1-bob-cat', '2-bob-cat']);
  });

  it('keeps at most two included players, the newest choices', () => {
    expect(include(include(include([], 'a'), 'b'), 'c')).toEqual(['b', 'c']);
    expect(include(['a', 'b'], 'a')).toEqual(['b', 'a']);
  });
});

describe('matchStats', () => {
  it('counts wins, losses, unplayed and the winrate with one decimal', () => {
    expect(matchStats(filterMatches(all, { ...defaultFilters, week: 'ALL' }, 'me', 2, true), 'me')).toEqual({
      wins: 2,
      losses: 1,
      unplayed: 1,
      winrate: '66.7',
    });
    expect(matchStats([], 'me').winrate).toBe('0.0');
  });
});
