import { standingsWithTiebreakers, type ScoredMatch } from './tiebreakers';

const players = ['A', 'B', 'C', 'D'].map((name) => ({ playerId: name, userId: `u${name}`, username: name }));
const won = (winner: string, loser: string, games?: [number, number]): ScoredMatch => {
  const [first, second] = winner < loser ? [winner, loser] : [loser, winner];
  const winnerFirst = first === winner;
  return {
    weekNum: 1,
    firstPlayerId: first,
    secondPlayerId: second,
    winnerId: winner,
    firstGames: games ? (winnerFirst ? games[0] : games[1]) : null,
    secondGames: games ? (winnerFirst ? games[1] : games[0]) : null,
  };
};
const table = (lines: ReturnType<typeof standingsWithTiebreakers>) =>
  lines.map((line) => ({
    name: line.username,
    place: line.place,
    points: line.matchPoints,
    omw: Math.round(line.opponentsMatchWin * 10_000) / 100,
    gw: Math.round(line.gameWin * 10_000) / 100,
  }));

describe('standings with tiebreakers (the worked examples of the README)', () => {
  it('separates equal points by opponents, then games, then head to head', () => {
    // Round 1: A beats B, C beats D. Round 2: A beats C, B beats D. Round 3: C beats B, D beats A.
    const matches = [
      won('A', 'B'),
      won('C', 'D'),
      won('A', 'C'),
      won('B', 'D'),
      won('C', 'B'),
      won('D', 'A'),
    ];
    expect(table(standingsWithTiebreakers(players, matches, []))).toEqual([
      { name: 'A', place: 1, points: 6, omw: 44.44, gw: 66.67 },
      { name: 'C', place: 2, points: 6, omw: 44.44, gw: 66.67 },
      { name: 'B', place: 3, points: 3, omw: 55.56, gw: 33.33 },
      { name: 'D', place: 4, points: 3, omw: 55.56, gw: 33.33 },
    ]);
  });

  it('counts a bye as a win and a game won, leaves it out of the opponents, and counts best-of-3 games', () => {
    // Round 1: A beats B 2-1, C has the bye. Round 2: C beats A 2-0, B has the bye.
    const three = players.slice(0, 3);
    const lines = standingsWithTiebreakers(three, [won('A', 'B', [2, 1]), won('C', 'A', [2, 0])], ['C', 'B']);
    expect(table(lines)).toEqual([
      { name: 'C', place: 1, points: 6, omw: 50, gw: 100 },
      { name: 'A', place: 2, points: 3, omw: 75, gw: 40 },
      { name: 'B', place: 3, points: 3, omw: 50, gw: 50 },
    ]);
    expect(lines.map((line) => [line.wins, line.losses, line.byes])).toEqual([
      [1, 0, 1],
      [1, 1, 0],
      [0, 1, 1],
    ]);
  });

  it('shares a place when every tiebreaker is equal, and lists players with no result last, unplaced', () => {
    const five = [...players, { playerId: 'E', userId: 'uE', username: 'E' }];
    const unplayed: ScoredMatch = { weekNum: 1, firstPlayerId: 'A', secondPlayerId: 'E', winnerId: null };
    expect(table(standingsWithTiebreakers(five, [won('A', 'B'), won('C', 'D'), unplayed], []))).toEqual([
      { name: 'A', place: 1, points: 3, omw: 33.33, gw: 100 },
      { name: 'C', place: 1, points: 3, omw: 33.33, gw: 100 },
      { name: 'B', place: 3, points: 0, omw: 100, gw: 33.33 },
      { name: 'D', place: 3, points: 0, omw: 100, gw: 33.33 },
      { name: 'E', place: null, points: 0, omw: 0, gw: 0 },
    ]);
  });
});
