import type { LegPlayer, PlayedMatch } from './legs';

/** Match points for a win (a bye included); a loss earns none. Matches have no draws. */
export const pointsPerWin = 3;
/** The floor of a match-win or game-win percentage, so one weak opponent does not sink a player. */
export const percentageFloor = 1 / 3;

/** A decided match's games, when recorded (a best-of-3 2-1); a result alone counts as one game won, 1-0. */
export interface ScoredMatch extends PlayedMatch {
  firstGames?: number | null;
  secondGames?: number | null;
}

export interface TiebreakLine {
  playerId: string;
  userId: string;
  username: string;
  /** Standard competition ranking (1, 2, 2, 4); null for a player with no decided match and no bye. */
  place: number | null;
  wins: number;
  losses: number;
  byes: number;
  matchPoints: number;
  /** Opponents' match-win percentage, 0 to 1. */
  opponentsMatchWin: number;
  /** Game-win percentage, 0 to 1. */
  gameWin: number;
}

interface Tally {
  wins: number;
  losses: number;
  byes: number;
  gamesWon: number;
  gamesPlayed: number;
  opponents: string[];
  beat: Set<string>;
}

/**
 * Standings with tiebreakers, in this order: match points, opponents' match-win percentage (the mean of
 * each opponent's match wins over matches, at least 1/3 each; byes are not opponents), game-win
 * percentage (at least 1/3), and head to head (among players still tied, who beat more of the others).
 * Only decided matches count. A bye counts as a win and one game won.
 */
export function standingsWithTiebreakers(
  players: LegPlayer[],
  matches: ScoredMatch[],
  byes: string[],
): TiebreakLine[] {
  const records = new Map<string, Tally>(
    players.map((player) => [
      player.playerId,
      { wins: 0, losses: 0, byes: 0, gamesWon: 0, gamesPlayed: 0, opponents: [], beat: new Set() },
    ]),
  );
  for (const match of matches) {
    if (!match.winnerId) continue;
    const first = records.get(match.firstPlayerId);
    const second = records.get(match.secondPlayerId);
    if (!first || !second) continue;
    const firstWon = match.winnerId === match.firstPlayerId;
    const [winner, loser] = firstWon ? [first, second] : [second, first];
    winner.wins += 1;
    loser.losses += 1;
    winner.beat.add(firstWon ? match.secondPlayerId : match.firstPlayerId);
    first.opponents.push(match.secondPlayerId);
    second.opponents.push(match.firstPlayerId);
    const recorded = match.firstGames != null && match.secondGames != null;
    const firstGames = recorded ? match.firstGames! : firstWon ? 1 : 0;
    const secondGames = recorded ? match.secondGames! : firstWon ? 0 : 1;
    first.gamesWon += firstGames;
    second.gamesWon += secondGames;
    first.gamesPlayed += firstGames + secondGames;
    second.gamesPlayed += firstGames + secondGames;
  }
  for (const playerId of byes) {
    const record = records.get(playerId);
    if (!record) continue;
    record.byes += 1;
    record.gamesWon += 1;
    record.gamesPlayed += 1;
  }

  const matchWin = (record: Tally) => {
    const played = record.wins + record.losses + record.byes;
    return played === 0 ? 0 : Math.max(percentageFloor, (record.wins + record.byes) / played);
  };
  const lines = players.map((player) => {
    const record = records.get(player.playerId)!;
    const opponentRates = record.opponents.map((opponent) => matchWin(records.get(opponent)!));
    return {
      line: {
        playerId: player.playerId,
        userId: player.userId,
        username: player.username,
        place: null as number | null,
        wins: record.wins,
        losses: record.losses,
        byes: record.byes,
        matchPoints: (record.wins + record.byes) * pointsPerWin,
        opponentsMatchWin: opponentRates.length === 0 ? 0 : mean(opponentRates),
        gameWin:
          record.gamesPlayed === 0 ? 0 : Math.max(percentageFloor, record.gamesWon / record.gamesPlayed),
      },
      record,
      ranked: record.wins + record.losses + record.byes > 0,
    };
  });

  const byTiebreakers = (a: TiebreakLine, b: TiebreakLine) =>
    b.matchPoints - a.matchPoints ||
    compareRates(b.opponentsMatchWin, a.opponentsMatchWin) ||
    compareRates(b.gameWin, a.gameWin);
  const ranked = lines.filter((entry) => entry.ranked);
  ranked.sort((a, b) => byTiebreakers(a.line, b.line));
  // Head to head inside each group still tied: who beat more of the group goes first.
  const ordered: typeof ranked = [];
  for (let start = 0; start < ranked.length;) {
    let end = start + 1;
    while (end < ranked.length && byTiebreakers(ranked[start]!.line, ranked[end]!.line) === 0) end += 1;
    const group = ranked.slice(start, end);
    const ids = new Set(group.map((entry) => entry.line.playerId));
    const winsInside = (entry: (typeof group)[number]) =>
      [...entry.record.beat].filter((beaten) => ids.has(beaten)).length;
    ordered.push(...group.sort((a, b) => winsInside(b) - winsInside(a)));
    start = end;
  }
  let previous: (typeof ordered)[number] | null = null;
  ordered.forEach((entry, index) => {
    const tied =
      previous !== null &&
      byTiebreakers(previous.line, entry.line) === 0 &&
      headToHeadWins(previous, ordered) === headToHeadWins(entry, ordered);
    entry.line.place = tied ? previous!.line.place : index + 1;
    previous = entry;
  });
  const unranked = lines.filter((entry) => !entry.ranked).map((entry) => entry.line);
  return [...ordered.map((entry) => entry.line), ...unranked];

  /** Wins of `entry` against the players tied with it on every other tiebreaker. */
  function headToHeadWins(entry: (typeof ordered)[number], all: typeof ordered): number {
    const group = all.filter((other) => byTiebreakers(other.line, entry.line) === 0);
    const ids = new Set(group.map((other) => other.line.playerId));
    return [...entry.record.beat].filter((beaten) => ids.has(beaten)).length;
  }
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
/** Percentages compared to four decimals, as they are shown, so rounding noise does not break a tie. */
const compareRates = (a: number, b: number) => Math.round(a * 10_000) - Math.round(b * 10_000);
