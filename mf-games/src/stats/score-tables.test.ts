import type { MatchLeg } from '@progression/contracts';
import { completedLegs, legInProgress, pointsOverWeeks } from './score-tables';

const entry = (name: string, place: number | null, points: number, wins: number, losses: number) => ({
  userId: `u-${name}`,
  username: name,
  place,
  points,
  wins,
  losses,
});
const legs: MatchLeg[] = [
  {
    leg: 1,
    complete: true,
    entries: [entry('ann', 1, 5, 2, 0), entry('bob', 2, 3, 1, 1), entry('cat', 3, 1, 0, 2)],
  },
  {
    leg: 2,
    complete: true,
    entries: [entry('cat', 1, 5, 2, 0), entry('bob', 2, 3, 1, 1), entry('ann', 3, 1, 0, 2)],
  },
  {
    leg: 3,
    complete: false,
    entries: [entry('bob', 1, 5, 1, 0), entry('cat', 2, 3, 0, 1), entry('ann', null, 0, 0, 0)],
  },
];

describe('score tables', () => {
  it('lists completed legs newest first and finds the one in progress', () => {
    expect(completedLegs(legs).map((leg) => leg.leg)).toEqual([2, 1]);
    expect(legInProgress(legs)?.leg).toBe(3);
    expect(legInProgress(legs.slice(0, 2))).toBeNull();
  });

  it('charts running totals at the end of each completed leg, leaving out the provisional one', () => {
    expect(pointsOverWeeks(legs, 2, 5).find((line) => line.username === 'bob')?.points).toEqual([
      { week: 2, points: 3 },
      { week: 4, points: 6 },
    ]);
    // A game completed in week 3 with legs of 2 weeks: its last leg ends at week 3.
    const ended = legs.map((leg) => ({ ...leg, complete: true }));
    expect(
      pointsOverWeeks(ended, 2, 3)
        .find((line) => line.username === 'bob')
        ?.points.at(-1),
    ).toEqual({
      week: 3,
      points: 11,
    });
  });
});
