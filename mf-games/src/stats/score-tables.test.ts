import type { MatchLeg } from '@progression/contracts';
import { completedLegs, currentScores, legInProgress, pointsOverWeeks } from './score-tables';

const entry = (name: string, points: number, wins: number, losses: number) => ({
  userId: `u-${name}`,
  username: name,
  points,
  wins,
  losses,
});
const legs: MatchLeg[] = [
  { leg: 1, complete: true, entries: [entry('ann', 5, 2, 0), entry('bob', 3, 1, 1), entry('cat', 1, 0, 2)] },
  { leg: 2, complete: true, entries: [entry('cat', 5, 2, 0), entry('bob', 3, 1, 1), entry('ann', 1, 0, 2)] },
  { leg: 3, complete: false, entries: [entry('bob', 5, 1, 0), entry('ann', 3, 0, 0), entry('cat', 1, 0, 1)] },
];

describe('score tables', () => {
  it('sums completed legs and the leg in progress into Current Scores', () => {
    expect(currentScores(legs).map((row) => [row.username, row.points, row.wins, row.losses])).toEqual([
      ['bob', 11, 3, 2],
      ['ann', 9, 2, 2],
      ['cat', 7, 2, 3],
    ]);
  });

  it('lists completed legs newest first and finds the one in progress', () => {
    expect(completedLegs(legs).map((leg) => leg.leg)).toEqual([2, 1]);
    expect(legInProgress(legs)?.leg).toBe(3);
    expect(legInProgress(legs.slice(0, 2))).toBeNull();
  });

  it('charts running totals at the end of each leg', () => {
    expect(pointsOverWeeks(legs, 2, 5).find((line) => line.username === 'bob')?.points).toEqual([
      { week: 2, points: 3 },
      { week: 4, points: 6 },
      { week: 5, points: 11 },
    ]);
  });
});
