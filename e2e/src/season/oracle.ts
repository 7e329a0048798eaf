// What a season's pages must show, computed again from what the browser test did: the results it clicked,
// the cards the pack opener showed, the rewards it claimed and the one the admin reverted. The rules are
// those written in the product spec, DESIGN section 7, docs/decisions.md and the rewards README; nothing
// here comes from the product's code, so a wrong rule there cannot hide behind the same rule here.

/** One reported match: who won, who lost, in which week. */
export interface Result {
  week: number;
  winner: string;
  loser: string;
}

/** The season as the test played it; players are usernames. */
export interface Season {
  /** Every player, in the order they joined the game. */
  players: string[];
  /** The players each started week paired (round robin), late joiners of that week included. */
  weekPlayers: Map<number, string[]>;
  results: Result[];
  activeWeek: number;
}

/** A scheduled match and its winner when it was played. */
export interface ScheduledMatch {
  week: number;
  players: [string, string];
  winner?: string;
}

/** DESIGN 7: every pair of the week's players has one match that week. */
export function schedule(season: Season): ScheduledMatch[] {
  const matches: ScheduledMatch[] = [];
  for (const [week, players] of season.weekPlayers)
    for (let i = 0; i < players.length; i++)
      for (let j = i + 1; j < players.length; j++) {
        const pair: [string, string] = [players[i]!, players[j]!];
        const result = season.results.find(
          (r) => r.week === week && pair.includes(r.winner) && pair.includes(r.loser),
        );
        matches.push({ week, players: pair, winner: result?.winner });
      }
  return matches;
}

/** The Matches page's stat cards for `player`'s own matches in `weeks`. */
export function matchStats(
  season: Season,
  player: string,
  weeks: (week: number) => boolean,
): { wl: string; winrate: string; unplayed: string } {
  const own = schedule(season).filter((m) => weeks(m.week) && m.players.includes(player));
  const wins = own.filter((m) => m.winner === player).length;
  const losses = own.filter((m) => m.winner && m.winner !== player).length;
  const played = wins + losses;
  return {
    wl: `${wins}/${losses}`,
    winrate: `${(played === 0 ? 0 : (wins / played) * 100).toFixed(1)}%`,
    unplayed: String(own.length - played),
  };
}

/** Wins minus losses over every week: the overview's Stats card. */
export function winsMinusLosses(season: Season, player: string): number {
  return (
    season.results.filter((r) => r.winner === player).length -
    season.results.filter((r) => r.loser === player).length
  );
}

/** A row of a score table. */
export interface ScoreRow {
  rank: number;
  player: string;
  points: number;
  wins: number;
  losses: number;
}

export interface Leg {
  leg: number;
  complete: boolean;
  rows: ScoreRow[];
}

/**
 * Places by wins, then fewer losses, then wins against the others still tied; players still tied share a
 * place (the next one skips).
 */
function ranked(results: Result[], players: string[]): Omit<ScoreRow, 'points'>[] {
  const wins = (p: string) => results.filter((r) => r.winner === p).length;
  const losses = (p: string) => results.filter((r) => r.loser === p).length;
  const record = (p: string) => `${wins(p)}/${losses(p)}`;
  const headToHead = (p: string, tied: string[]) =>
    results.filter((r) => r.winner === p && tied.includes(r.loser)).length;
  const beats = (a: string, b: string) => {
    if (wins(a) !== wins(b)) return wins(a) > wins(b);
    if (losses(a) !== losses(b)) return losses(a) < losses(b);
    const tied = players.filter((p) => record(p) === record(a));
    return headToHead(a, tied) > headToHead(b, tied);
  };
  return players.map((player) => ({
    rank: 1 + players.filter((other) => beats(other, player)).length,
    player,
    wins: wins(player),
    losses: losses(player),
  }));
}

/** The Stats page with legs off: every week's wins and losses per player, placed as in a leg. */
export function standings(season: Season): (Omit<ScoreRow, 'points'> & { winrate: string })[] {
  const played = season.players.filter((p) => season.results.some((r) => r.winner === p || r.loser === p));
  const unplaced = season.players
    .filter((p) => !played.includes(p))
    .map((player) => ({ rank: 0, player, wins: 0, losses: 0 }));
  return [...ranked(season.results, played), ...unplaced]
    .map((row) => ({
      ...row,
      winrate: `${(row.wins + row.losses === 0 ? 0 : (row.wins / (row.wins + row.losses)) * 100).toFixed(1)}%`,
    }))
    .sort((a, b) => (a.rank || Infinity) - (b.rank || Infinity) || a.player.localeCompare(b.player));
}

/**
 * Legs of `legLength` weeks from week 1. Points come only from results played in the leg; players are
 * ranked by wins, then fewer losses, then wins against the others still tied; players still tied share a
 * placement (the next one skips), and a placement earns `placementScores[place - 1]` (0 past the list).
 * A player with no result in the leg gets no place and no points. A
 * leg is complete once the week after its last week has started; the leg in progress is provisional.
 */
export function legs(season: Season, legLength: number, placementScores: number[]): Leg[] {
  const result: Leg[] = [];
  for (let leg = 1; (leg - 1) * legLength + 1 <= season.activeWeek; leg++) {
    const first = (leg - 1) * legLength + 1;
    const last = leg * legLength;
    const inLeg = (week: number) => week >= first && week <= last;
    const results = season.results.filter((r) => inLeg(r.week));
    const players = season.players.filter((p) =>
      [...season.weekPlayers].some(([week, list]) => inLeg(week) && list.includes(p)),
    );
    // Only a player with a result in the leg is placed; the others follow with no place ("–", read as 0).
    const played = players.filter((p) => results.some((r) => r.winner === p || r.loser === p));
    const placed = ranked(results, played).map((row) => ({
      ...row,
      points: placementScores[row.rank - 1] ?? 0,
    }));
    const unplaced = players
      .filter((p) => !played.includes(p))
      .map((player) => ({ rank: 0, player, points: 0, wins: 0, losses: 0 }));
    result.push({
      leg,
      complete: season.activeWeek > last,
      rows: [...placed.sort(byRank), ...unplaced.sort(byRank)],
    });
  }
  return result;
}

const byRank = (a: ScoreRow, b: ScoreRow) => a.rank - b.rank || a.player.localeCompare(b.player);

/** Current Scores: the sum over completed legs only, ranked by points (equal points share a place). */
export function currentScores(allLegs: Leg[]): ScoreRow[] {
  const totals = new Map<string, ScoreRow>();
  for (const leg of allLegs.filter((l) => l.complete))
    for (const row of leg.rows) {
      const total = totals.get(row.player) ?? { rank: 0, player: row.player, points: 0, wins: 0, losses: 0 };
      totals.set(row.player, {
        ...total,
        points: total.points + row.points,
        wins: total.wins + row.wins,
        losses: total.losses + row.losses,
      });
    }
  // A player with no result in any completed leg has no place and follows the placed ones.
  const placedOnce = new Set(
    allLegs.filter((l) => l.complete).flatMap((l) => l.rows.filter((r) => r.rank > 0).map((r) => r.player)),
  );
  const rows = [...totals.values()];
  const placed = rows.filter((row) => placedOnce.has(row.player));
  const byPoints = (a: ScoreRow, b: ScoreRow) => b.points - a.points || a.player.localeCompare(b.player);
  return [
    ...placed
      .map((row) => ({ ...row, rank: 1 + placed.filter((other) => other.points > row.points).length }))
      .sort(byRank),
    ...rows.filter((row) => !placedOnce.has(row.player)).sort(byPoints),
  ];
}

export type TrackKind = 'WEEK' | 'WIN' | 'LOSS';
export type RewardType = 'REWARD_PACK' | 'BOOSTER_PACK' | 'WILDCARD' | 'COMMON_WILDCARD';

interface Clock {
  type: RewardType;
  startingFrom: number;
  every: number;
  quantity: number;
}

/**
 * The default tracks a new game gets (services/rewards README): a Booster pack every week from week 2; a
 * Reward pack every 3 wins and a Wildcard every 5; a Booster pack every 2 losses and a Common wildcard
 * every 4.
 */
export const defaultTracks: Record<TrackKind, Clock[]> = {
  WEEK: [{ type: 'BOOSTER_PACK', startingFrom: 2, every: 1, quantity: 1 }],
  WIN: [
    { type: 'REWARD_PACK', startingFrom: 3, every: 3, quantity: 1 },
    { type: 'WILDCARD', startingFrom: 5, every: 5, quantity: 1 },
  ],
  LOSS: [
    { type: 'BOOSTER_PACK', startingFrom: 2, every: 2, quantity: 1 },
    { type: 'COMMON_WILDCARD', startingFrom: 4, every: 4, quantity: 1 },
  ],
};

/** A reward a track granted: its list, type, quantity and the week it was granted in. */
export interface Grant {
  kind: TrackKind;
  type: RewardType;
  quantity: number;
  week: number;
}

/**
 * DESIGN 7: tracks are evaluated when a week starts, on the week number, the player's total wins and total
 * losses; a clock fires at `startingFrom` and every `every` after, each counter value once. `evaluatedAt`
 * are the week starts the player was in the game for.
 */
export function grants(season: Season, player: string, evaluatedAt: number[]): Grant[] {
  const granted = new Set<string>();
  const out: Grant[] = [];
  for (const week of evaluatedAt) {
    const before = season.results.filter((r) => r.week < week);
    const counters: Record<TrackKind, number> = {
      WEEK: week,
      WIN: before.filter((r) => r.winner === player).length,
      LOSS: before.filter((r) => r.loser === player).length,
    };
    for (const kind of ['WEEK', 'WIN', 'LOSS'] as const)
      defaultTracks[kind].forEach((clock, index) => {
        for (let value = clock.startingFrom; value <= counters[kind]; value += clock.every) {
          const key = `${kind}/${index}/${value}`;
          if (!granted.has(key)) {
            granted.add(key);
            out.push({ kind, type: clock.type, quantity: clock.quantity, week });
          }
          if (clock.every === 0) break;
        }
      });
  }
  return out;
}

/** Where cards came from: a pack draft's opened packs or a wildcard claim, with the cards by name. */
export interface CardSource {
  /** The weekly draft's name or the reward's id; a reverted reward takes its cards back. */
  source: string;
  cards: string[];
}

/** Copies owned per card name: every source's cards, less those of reverted rewards. */
export function collection(sources: CardSource[], reverted: Set<string>): Map<string, number> {
  const owned = new Map<string, number>();
  for (const { source, cards } of sources)
    if (!reverted.has(source)) for (const card of cards) owned.set(card, (owned.get(card) ?? 0) + 1);
  return owned;
}
