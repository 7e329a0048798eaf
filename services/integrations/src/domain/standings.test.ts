import { currentStandings } from './standings';

const entry = (userId: string, points: number, wins: number, losses: number) => ({
  userId,
  username: userId,
  points,
  wins,
  losses,
});

describe('currentStandings', () => {
  it('sums every leg per player and ranks by points, wins, then fewest losses', () => {
    const standings = currentStandings([
      {
        leg: 1,
        complete: true,
        entries: [entry('ann', 3, 2, 0), entry('bob', 1, 1, 1), entry('cat', 0, 0, 2)],
      },
      {
        leg: 2,
        complete: false,
        entries: [entry('bob', 3, 2, 0), entry('cat', 1, 1, 1), entry('ann', 0, 0, 2)],
      },
    ]);
    expect(standings.map((s) => [s.userId, s.points, s.wins, s.losses])).toEqual([
      ['bob', 4, 3, 1],
      ['ann', 3, 2, 2],
      ['cat', 1, 1, 3],
    ]);
  });

  it('is empty without legs', () => {
    expect(currentStandings([])).toEqual([]);
  });
});
