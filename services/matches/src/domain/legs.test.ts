import { currentScores } from './current-scores';
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

/** A table as `name place points wins-losses` lines (`-` for no place). */
const table = (
  entries: { username: string; place: number | null; points: number; wins: number; losses: number }[],
) =>
  entries.map(
    ({ username, place, points, wins, losses }) => `${username} ${place ?? '-'} ${points} ${wins}-${losses}`,
  );

// The worked example: four players (joined A, B, C, D), legs of 2 weeks, placement scores 10, 6, 3, 1.
//
// week | A-B | A-C | A-D | B-C | B-D | C-D
//   1  |  A  |  A  |  D  |  B  |  B  |  C
//   2  |  B  |  A  |  -  |  C  |  -  |  D
//   3  |  B  |  -  |  -  |  -  |  -  |  -      (week 3 is active: leg 2 in progress)
//
// Leg 1 (weeks 1-2): A 3-2, B 3-2, D 2-2, C 2-4.
//   A and B have the same record and beat each other once: they share first place (10 each). D is
//   third on fewer losses than C (the place after two firsts is 3, not 2).  -> A 1 10, B 1 10, D 3 3, C 4 1.
// Leg 2 (week 3 so far): B 1-0, A 0-1; C and D have no result yet: no place, no points.
//   -> B 1 10, A 2 6, C - 0, D - 0.
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

describe('computeLegs on the worked example', () => {
  it('places leg 1 (complete) and leg 2 (in progress) as written above', () => {
    const legs = computeLegs(config, 3, matches, players);
    expect(
      legs.map(({ leg, firstWeek, lastWeek, complete }) => [leg, firstWeek, lastWeek, complete]),
    ).toEqual([
      [1, 1, 2, true],
      [2, 3, 4, false],
    ]);
    expect(table(legs[0]!.entries)).toEqual(['A 1 10 3-2', 'B 1 10 3-2', 'D 3 3 2-2', 'C 4 1 2-4']);
    expect(table(legs[1]!.entries)).toEqual(['B 1 10 1-0', 'A 2 6 0-1', 'C - 0 0-0', 'D - 0 0-0']);
    expect(legs[0]!.entries[0]!.userId).toBe('u-A');
  });

  it('Current Scores add up the completed leg only, not the one in progress', () => {
    const legs = computeLegs(config, 3, matches, players);
    expect(table(currentScores(legs))).toEqual(['A 1 10 3-2', 'B 1 10 3-2', 'D 3 3 2-2', 'C 4 1 2-4']);
  });

  it('computes again from the config: one leg of 3 weeks, in progress, and no legs when off', () => {
    const longer = computeLegs({ ...config, legLength: 3, placementScores: [5] }, 3, matches, players);
    expect(longer).toHaveLength(1);
    expect(longer[0]!.complete).toBe(false);
    // B 4-2, A 3-3, D 2-2, C 2-4 over weeks 1-3; only first place scores.
    expect(table(longer[0]!.entries)).toEqual(['B 1 5 4-2', 'A 2 0 3-3', 'D 3 0 2-2', 'C 4 0 2-4']);
    expect(currentScores(longer)).toEqual([]);
    expect(computeLegs({ ...config, legsEnabled: false }, 3, matches, players)).toEqual([]);
    expect(computeLegs({ ...config, legLength: 0 }, 3, matches, players)).toEqual([]);
  });
});

describe('a week that ends 1-1 for everyone, then week 2 starts (legs of 1 week, scores 3, 2, 1)', () => {
  const three = ['A', 'B', 'C'].map(player);
  const weeks = [
    match(1, 'A', 'B', 'A'),
    match(1, 'B', 'C', 'B'),
    match(1, 'A', 'C', 'C'),
    match(2, 'A', 'B', '-'),
    match(2, 'B', 'C', '-'),
    match(2, 'A', 'C', '-'),
  ];
  const legs = computeLegs({ legsEnabled: true, legLength: 1, placementScores: [3, 2, 1] }, 2, weeks, three);

  it('shares first place in leg 1: each beat one of the others', () => {
    expect(legs[0]!.complete).toBe(true);
    expect(table(legs[0]!.entries)).toEqual(['A 1 3 1-1', 'B 1 3 1-1', 'C 1 3 1-1']);
  });

  it('gives nobody points in week 2 before a result', () => {
    expect(legs[1]!.complete).toBe(false);
    expect(table(legs[1]!.entries)).toEqual(['A - 0 0-0', 'B - 0 0-0', 'C - 0 0-0']);
  });

  it('counts leg 1 once in Current Scores (3 each, not 6/4/2)', () => {
    expect(table(currentScores(legs))).toEqual(['A 1 3 1-1', 'B 1 3 1-1', 'C 1 3 1-1']);
  });
});

describe('rankLeg', () => {
  it('places nobody in a leg of unplayed matches, and no matches make an empty table', () => {
    const unplayed = [match(1, 'A', 'B', '-'), match(1, 'C', 'D', '-')];
    expect(table(rankLeg(unplayed, players, [5, 3]))).toEqual([
      'A - 0 0-0',
      'B - 0 0-0',
      'C - 0 0-0',
      'D - 0 0-0',
    ]);
    expect(rankLeg([], players, [5, 3])).toEqual([]);
  });

  it('places a player with only losses (a result) but not one whose matches are unplayed', () => {
    const leg = [match(1, 'A', 'B', 'A'), match(1, 'A', 'C', 'A'), match(1, 'C', 'D', '-')];
    expect(table(rankLeg(leg, players, [5, 3, 1]))).toEqual([
      'A 1 5 2-0',
      'B 2 3 0-1',
      'C 2 3 0-1',
      'D - 0 0-0',
    ]);
  });

  it('shares a place between equal records and skips the places they take (1, 2, 2, 4)', () => {
    // A 2-0; B 1-1 and C 1-1 without a match between them; D 0-2.
    const leg = [
      match(1, 'A', 'B', 'A'),
      match(1, 'A', 'C', 'A'),
      match(1, 'B', 'D', 'B'),
      match(1, 'C', 'D', 'C'),
    ];
    expect(table(rankLeg(leg, players, [10, 6, 3, 1]))).toEqual([
      'A 1 10 2-0',
      'B 2 6 1-1',
      'C 2 6 1-1',
      'D 4 1 0-2',
    ]);
  });

  it('orders equal wins by fewer losses, then head to head', () => {
    const leg = [match(1, 'A', 'B', 'A'), match(1, 'C', 'D', 'C'), match(2, 'C', 'B', 'B')];
    // A 1-0 ahead of B and C (1-1) on fewer losses; B beat C; D 0-1.
    expect(table(rankLeg(leg, players, [3, 2, 1]))).toEqual([
      'A 1 3 1-0',
      'B 2 2 1-1',
      'C 3 1 1-1',
      'D 4 0 0-1',
    ]);
  });

  it('puts the head-to-head winner first even when the other comes first by name', () => {
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
      'G 1 5 2-1',
      'F 2 3 2-1',
      'E 3 1 1-1',
      'H 4 0 0-2',
    ]);
  });

  it('earns 0 past the end of the placement scores', () => {
    const leg = [match(1, 'A', 'B', 'A'), match(1, 'C', 'D', 'D')];
    expect(table(rankLeg(leg, players, [4]))).toEqual(['A 1 4 1-0', 'D 1 4 1-0', 'B 3 0 0-1', 'C 3 0 0-1']);
  });
});

describe('a late joiner', () => {
  // D joins during week 2: matches against everyone that week only. Scores 4, 3, 2, 1.
  const withLate = [
    match(1, 'A', 'B', 'A'),
    match(1, 'A', 'C', 'A'),
    match(1, 'B', 'C', 'B'),
    match(2, 'A', 'B', 'B'),
    match(2, 'A', 'C', '-'),
    match(2, 'B', 'C', 'C'),
    match(2, 'A', 'D', 'D'),
    match(2, 'B', 'D', 'D'),
    match(2, 'C', 'D', '-'),
  ];
  const scores = [4, 3, 2, 1];

  it('is not in the legs before they joined (legs of 1 week)', () => {
    const legs = computeLegs(
      { legsEnabled: true, legLength: 1, placementScores: scores },
      3,
      withLate,
      players,
    );
    expect(table(legs[0]!.entries)).toEqual(['A 1 4 2-0', 'B 2 3 1-1', 'C 3 2 0-2']);
    // Week 2 (A-C and C-D unplayed): D 2-0, C 1-0, B 1-2, A 0-2.
    expect(table(legs[1]!.entries)).toEqual(['D 1 4 2-0', 'C 2 3 1-0', 'B 3 2 1-2', 'A 4 1 0-2']);
    // A 4 + 1, B 3 + 2, C 2 + 3 share first place; D has 4 from the one leg they played.
    expect(table(currentScores(legs))).toEqual(['A 1 5 2-2', 'B 1 5 2-3', 'C 1 5 1-2', 'D 4 4 2-0']);
  });

  it('is ranked on the weeks they played in a leg of 2 weeks', () => {
    const legs = computeLegs(
      { legsEnabled: true, legLength: 2, placementScores: scores },
      2,
      withLate,
      players,
    );
    expect(legs).toHaveLength(1);
    expect(legs[0]!.complete).toBe(false);
    // D 2-0 first on fewer losses than A 2-2, then B 2-3, then C 1-2.
    expect(table(legs[0]!.entries)).toEqual(['D 1 4 2-0', 'A 2 3 2-2', 'B 3 2 2-3', 'C 4 1 1-2']);
    expect(currentScores(legs)).toEqual([]);
  });
});

describe('legs of 2 weeks', () => {
  it('span weeks 1-2 and 3-4, complete once week 3 (then week 5) starts', () => {
    const two = { legsEnabled: true, legLength: 2, placementScores: [2, 1] };
    const ab = (week: number, winner: string) => match(week, 'A', 'B', winner);
    const four = [ab(1, 'A'), ab(2, 'A'), ab(3, 'B'), ab(4, '-')];
    const pair = players.slice(0, 2);
    expect(computeLegs(two, 2, four, pair).map((leg) => [leg.leg, leg.complete])).toEqual([[1, false]]);
    const atWeek4 = computeLegs(two, 4, four, pair);
    expect(atWeek4.map((leg) => [leg.leg, leg.firstWeek, leg.lastWeek, leg.complete])).toEqual([
      [1, 1, 2, true],
      [2, 3, 4, false],
    ]);
    expect(table(atWeek4[1]!.entries)).toEqual(['B 1 2 1-0', 'A 2 1 0-1']);
    expect(table(currentScores(atWeek4))).toEqual(['A 1 2 2-0', 'B 2 1 0-2']);
    const atWeek5 = computeLegs(two, 5, four, pair);
    expect(atWeek5.map((leg) => [leg.leg, leg.complete])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    // 2 + 1 each: equal points share first place, listed by name.
    expect(table(currentScores(atWeek5))).toEqual(['A 1 3 2-1', 'B 1 3 1-2']);
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
    expect(table(legs[1]!.entries)).toEqual(['B 1 10 1-0', 'A 2 6 0-1', 'C - 0 0-0', 'D - 0 0-0']);
    // Both legs now count: A 10 + 6, B 10 + 10, D 3, C 1.
    expect(table(currentScores(legs))).toEqual(['B 1 20 4-2', 'A 2 16 3-3', 'D 3 3 2-2', 'C 4 1 2-4']);
    // Completed exactly at a leg's end: no empty leg after it.
    expect(computeLegs(config, 2, matches, players, 2).map((leg) => [leg.leg, leg.complete])).toEqual([
      [1, true],
    ]);
  });
});
