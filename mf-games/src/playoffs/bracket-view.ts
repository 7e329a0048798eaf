import type { Playoff, PlayoffMatch } from '@progression/contracts';

/** A player of a match as the bracket shows them: seed and name, the games won, whether they won it. */
export interface BracketSide {
  playerId: string | null;
  seed: number | null;
  username: string | null;
  games: number | null;
  won: boolean;
}

/** What the viewer may do with a match: report it (a player of it, or the admin), correct it (the admin). */
export type ReportMode = 'REPORT' | 'CORRECT' | null;

/** The scores a match of this length ends with, the winner's first: 1-0, or 2-0 and 2-1. */
export const finalScores = (bestOf: number): [number, number][] =>
  bestOf === 3
    ? [
        [2, 0],
        [2, 1],
      ]
    : [[1, 0]];

/** The bracket's rounds in order, each with its matches top to bottom. */
export function roundsOf(playoff: Playoff): PlayoffMatch[][] {
  return Array.from({ length: playoff.rounds }, (_, index) =>
    playoff.matches.filter((match) => match.round === index + 1).sort((a, b) => a.slot - b.slot),
  );
}

/** The two sides of a match, first and second. */
export function sidesOf(playoff: Playoff, match: PlayoffMatch): [BracketSide, BracketSide] {
  const side = (playerId: string | null, games: number | null): BracketSide => {
    const seed = playoff.seeds.find((each) => each.playerId === playerId);
    return {
      playerId,
      seed: seed?.seed ?? null,
      username: seed?.username ?? null,
      games,
      won: playerId !== null && match.winnerId === playerId,
    };
  };
  return [side(match.firstPlayerId, match.firstGames), side(match.secondPlayerId, match.secondGames)];
}

/**
 * Whether the viewer (a player id, and whether they are the admin) may report the match now: once both
 * players are known, a player of it or the admin reports it while it has no result; the admin corrects a
 * result while the next round's match is not played (the server says which, `correctable`).
 */
export function reportModeOf(match: PlayoffMatch, myPlayerId: string | null, isAdmin: boolean): ReportMode {
  if (!match.firstPlayerId || !match.secondPlayerId) return null;
  const plays =
    myPlayerId !== null && (myPlayerId === match.firstPlayerId || myPlayerId === match.secondPlayerId);
  if (!match.winnerId) return plays || isAdmin ? 'REPORT' : null;
  return isAdmin && match.correctable ? 'CORRECT' : null;
}
