import { computeLegs, rankLeg, type LegPlayer, type PlayedMatch } from './legs';

const player = (name: string): LegPlayer => ({ playerId: `p-${name}`, userId: `u-${name}`, username: name });
const players = ['A', 'B', 'C', 'D'].map(player);

/** `winner` beat `loser` in `week`; `-` for a match not played. */
const match = (week: number, first: string, second: string, winner: string | '-'): PlayedMatch => ({
  weekNum: week,
  firstPlayerId: `p-${first}`,
  secondPlayerId: `p-${second}`,
  winnerId: winner === '-' ? null : `p-${winner}`,
});

// The worked example: four players (joined A, B, C, D), legs of 2 weeks, placement scores 10, 6, 3, 1.
//
// week | A-B | A-C | A-D | B-C | B-D | C-D
//   1  |  A  |  A  |  D  |  B  |  B  |  C
//   2  |  B  |  A  |  -  |  C  |  -  |  D
//   3  |  B  |  -  |  -  |  -  |  -  |  -      (week 3 is active: leg 2 in progress)
//
// Leg 1 (weeks 1-2): A 3-2, B 3-2, D 2-2, C 2-4.
//   A and B tie on wins and losses; head to head 1-1 (A won week 1, B week 2): still tied, so the last
//   resort decides: A joined first. D is ahead of C on fewer losses.
//   -> A 10, B 6, D 3, C 1.
// Leg 2 (week 3 so far): B 1-0, C 0-0, D 0-0, A 0-1.
//   C and D tie with no match between them decided: the last resort puts C (joined earlier) first.
//   -> B 10, C 6, D 3, A 1.
const grid = [
  [1, 'A', 'A', 'D', 'B', 'B', 'C'],
  [2, 'B', 'A', '-', 'C', '-', 'D'],
  [3, 'B', '-', '-', '-', '-', '-'],
] as const;
const pairs = [
  ['A', 'B'],
  ['A', 'C'],
  ['A', 'D'],
  ['B', 'C'],
  ['B', 'D'],
  ['C', 'D'],
] as const;
const matches = grid.flatMap(([week, ...winners]) =>
  pairs.map(([first, second], index) => match(week, first, second, winners[index]!)),
);
const config = { legsEnabled: true, legLength: 2, placementScores: [10, 6, 3, 1] };
const table = (entries: { username: string; points: number; wins: number; losses: number }[]) =>
  entries.map(({ username, points, wins, losses }) => [username, points, wins, losses]);

describe('computeLegs on the worked example', () => {
  it('ranks leg 1 (complete) and leg 2 (in progress) with the points written above', () => {
    const legs = computeLegs(config, 3, matches, players);
    expect(
      legs.map(({ leg, firstWeek, lastWeek, complete }) => [leg, firstWeek, lastWeek, complete]),
    ).toEqual([
      [1, 1, 2, true],
      [2, 3, 4, false],
    ]);
    expect(table(legs[0]!.entries)).toEqual([
      ['A', 10, 3, 2],
      ['B', 6, 3, 2],
      ['D', 3, 2, 2],
      ['C', 1, 2, 4],
    ]);
    expect(table(legs[1]!.entries)).toEqual([
      ['B', 10, 1, 0],
      ['C', 6, 0, 0],
      ['D', 3, 0, 0],
      ['A', 1, 0, 1],
    ]);
    expect(legs[0]!.entries[0]!.userId).toBe('u-A');
  });

  it('computes again from the config: one leg of 3 weeks, in progress, and no legs when off', () => {
    const longer = computeLegs({ ...config, legLength: 3, placementScores: [5] }, 3, matches, players);
    expect(longer).toHaveLength(1);
    expect(longer[0]!.complete).toBe(false);
    // A 3-3, B 4-2, C 2-4, D 2-2 over weeks 1-3: wins first (B, A), then D ahead of C on fewer losses;
    // only first place scores.
    expect(table(longer[0]!.entries)).toEqual([
      ['B', 5, 4, 2],
      ['A', 0, 3, 3],
      ['D', 0, 2, 2],
      ['C', 0, 2, 4],
    ]);
    expect(computeLegs({ ...config, legsEnabled: false }, 3, matches, players)).toEqual([]);
    expect(computeLegs({ ...config, legLength: 0 }, 3, matches, players)).toEqual([]);
  });
});

describe('computeLegs once the game is completed', () => {
  it('completes the leg in progress, as a shorter leg when the game ended mid-leg', () => {
    // Game completed after week 3 with legs of 2 weeks: leg 2 is only week 3, and complete.
    const legs = computeLegs(config, 3, matches, players, 3);
    expect(
      legs.map(({ leg, firstWeek, lastWeek, complete }) => [leg, firstWeek, lastWeek, complete]),
    ).toEqual([
      [1, 1, 2, true],
      [2, 3, 3, true],
    ]);
    // Same table as in progress: week 3 only.
    expect(table(legs[1]!.entries)).toEqual([
      ['B', 10, 1, 0],
      ['C', 6, 0, 0],
      ['D', 3, 0, 0],
      ['A', 1, 0, 1],
    ]);
    // Completed exactly at a leg's end: no empty leg after it.
    expect(computeLegs(config, 2, matches, players, 2).map((leg) => [leg.leg, leg.complete])).toEqual([
      [1, true],
    ]);
  });
});

describe('rankLeg ties', () => {
  it('puts the head-to-head winner first even when the other joined earlier', () => {
    const four = ['E', 'F', 'G', 'H'].map(player);
    // F beat H, G beat F, F beat E, G lost to E, G beat H: F 2-1, G 2-1 (G beat F), E 1-1, H 0-2.
    const leg = [
      match(1, 'F', 'H', 'F'),
      match(1, 'F', 'G', 'G'),
      match(1, 'E', 'F', 'F'),
      match(1, 'E', 'G', 'E'),
      match(1, 'G', 'H', 'G'),
    ];
    expect(table(rankLeg(leg, four, [5, 3, 1]))).toEqual([
      ['G', 5, 2, 1],
      ['F', 3, 2, 1],
      ['E', 1, 1, 1],
      ['H', 0, 0, 2],
    ]);
  });
});
