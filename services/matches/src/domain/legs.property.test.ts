import fc from 'fast-check';
import { currentScores } from './current-scores';
import { computeLegs, type LegPlayer, type PlayedMatch } from './legs';

/**
 * computeLegs and currentScores against a plain restatement of the rule: a player's place is 1 + the
 * number of placed players strictly better (more wins; or fewer losses; or more wins against players of
 * the same record), only players with a result are placed, and Current Scores sum the completed legs.
 */

interface Game {
  players: LegPlayer[];
  matches: PlayedMatch[];
  activeWeek: number;
  finalWeek: number | null;
  legLength: number;
  placementScores: number[];
}

const game: fc.Arbitrary<Game> = fc
  .record({
    activeWeek: fc.integer({ min: 1, max: 6 }),
    completed: fc.boolean(),
    legLength: fc.integer({ min: 1, max: 3 }),
    placementScores: fc.array(fc.nat({ max: 20 }), { maxLength: 6 }),
    // The week each player joined (the first player at the start); late joiners play from that week.
    joinWeeks: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 5 }),
    outcomes: fc.array(fc.constantFrom<'first' | 'second' | 'unplayed'>('first', 'second', 'unplayed'), {
      minLength: 100,
      maxLength: 100,
    }),
  })
  .map(({ activeWeek, completed, legLength, placementScores, joinWeeks, outcomes }) => {
    const players = [1, ...joinWeeks].map((_, index) => ({
      playerId: `p${index}`,
      userId: `u${index}`,
      // Names out of joining order, so listing equals by name is checked.
      username: `${'qxcmaz'[index]}${index}`,
    }));
    const joined = [1, ...joinWeeks];
    const matches: PlayedMatch[] = [];
    for (let week = 1; week <= activeWeek; week += 1)
      for (let a = 0; a < players.length; a += 1)
        for (let b = a + 1; b < players.length; b += 1) {
          if (joined[a]! > week || joined[b]! > week) continue;
          const outcome = outcomes[matches.length % outcomes.length]!;
          matches.push({
            weekNum: week,
            firstPlayerId: players[a]!.playerId,
            secondPlayerId: players[b]!.playerId,
            winnerId: outcome === 'first' ? `p${a}` : outcome === 'second' ? `p${b}` : null,
          });
        }
    return {
      players,
      matches,
      activeWeek,
      finalWeek: completed ? activeWeek : null,
      legLength,
      placementScores,
    };
  });

type Line = { place: number | null; points: number; wins: number; losses: number };

/** The expected legs, each a map of userId to its line. */
function expectedLegs(g: Game) {
  const reached = Math.max(g.activeWeek, g.finalWeek ?? 0);
  const legs: { complete: boolean; lines: Map<string, Line> }[] = [];
  for (let leg = 1; (leg - 1) * g.legLength + 1 <= reached; leg += 1) {
    const first = (leg - 1) * g.legLength + 1;
    const last = Math.min(leg * g.legLength, g.finalWeek ?? Infinity);
    const inLeg = g.matches.filter((m) => m.weekNum >= first && m.weekNum <= last);
    const ids = g.players
      .map((p) => p.playerId)
      .filter((id) => inLeg.some((m) => m.firstPlayerId === id || m.secondPlayerId === id));
    const wins = (id: string) => inLeg.filter((m) => m.winnerId === id).length;
    const losses = (id: string) =>
      inLeg.filter(
        (m) => m.winnerId && m.winnerId !== id && (m.firstPlayerId === id || m.secondPlayerId === id),
      ).length;
    const sameRecord = (a: string, b: string) => wins(a) === wins(b) && losses(a) === losses(b);
    const headToHead = (id: string) =>
      inLeg.filter((m) => {
        const opponent = m.firstPlayerId === id ? m.secondPlayerId : m.firstPlayerId;
        return m.winnerId === id && sameRecord(id, opponent);
      }).length;
    const better = (q: string, p: string) =>
      wins(q) > wins(p) ||
      (wins(q) === wins(p) && losses(q) < losses(p)) ||
      (sameRecord(q, p) && headToHead(q) > headToHead(p));
    const placed = ids.filter((id) => wins(id) + losses(id) > 0);
    const lines = new Map<string, Line>();
    for (const id of ids) {
      const place = placed.includes(id) ? 1 + placed.filter((q) => better(q, id)).length : null;
      const points = place === null ? 0 : (g.placementScores[place - 1] ?? 0);
      lines.set(id.replace('p', 'u'), { place, points, wins: wins(id), losses: losses(id) });
    }
    legs.push({ complete: g.finalWeek !== null || g.activeWeek > last, lines });
  }
  return legs;
}

const linesOf = (
  entries: { userId: string; place: number | null; points: number; wins: number; losses: number }[],
) =>
  new Map(
    entries.map(({ userId, place, points, wins, losses }) => [userId, { place, points, wins, losses }]),
  );

/** Places never go down the table, unplaced players come last, and equals are listed by name. */
const inPlaceOrder = (entries: { place: number | null; username: string }[]) =>
  entries.every((entry, index) => {
    const before = entries[index - 1];
    if (!before) return true;
    if (before.place === entry.place) return before.username.localeCompare(entry.username, 'en') <= 0;
    if (entry.place === null) return true;
    return before.place !== null && before.place < entry.place;
  });

describe('legs against a plain restatement of the rule', () => {
  it('agree on every leg and on Current Scores', () => {
    fc.assert(
      fc.property(game, (g) => {
        const config = { legsEnabled: true, legLength: g.legLength, placementScores: g.placementScores };
        const legs = computeLegs(config, g.activeWeek, g.matches, g.players, g.finalWeek);
        const expected = expectedLegs(g);
        expect(legs.map((leg) => leg.complete)).toEqual(expected.map((leg) => leg.complete));
        legs.forEach((leg, index) => {
          expect(linesOf(leg.entries)).toEqual(expected[index]!.lines);
          expect(inPlaceOrder(leg.entries)).toBe(true);
        });

        const totals = new Map<string, Line>();
        for (const leg of expected.filter((each) => each.complete))
          for (const [userId, line] of leg.lines) {
            const total = totals.get(userId) ?? { place: null, points: 0, wins: 0, losses: 0 };
            totals.set(userId, {
              place: total.place ?? line.place,
              points: total.points + line.points,
              wins: total.wins + line.wins,
              losses: total.losses + line.losses,
            });
          }
        const placed = [...totals.values()].filter((total) => total.place !== null);
        for (const total of placed)
          total.place = 1 + placed.filter((other) => other.points > total.points).length;
        const scores = currentScores(legs);
        expect(linesOf(scores)).toEqual(totals);
        expect(inPlaceOrder(scores)).toBe(true);
      }),
      { seed: 20261125, numRuns: 500 },
    );
  });
});
