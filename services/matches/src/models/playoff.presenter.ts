import type { Playoff as PlayoffView, PlayoffMatch } from '@progression/contracts';
import { nextOf, roundsOf } from '../domain/playoff-bracket';
import type { PlayoffMatchRecord, PlayoffState } from './playoff';

/** Decided, and the next round's match not played (the final, once decided, is never corrected). */
export function isCorrectable(matches: readonly PlayoffMatchRecord[], match: PlayoffMatchRecord): boolean {
  if (!match.winnerId) return false;
  const next = nextOf(matches, match);
  return next !== null && !matches[next.index]!.winnerId;
}

const presentMatch = (matches: readonly PlayoffMatchRecord[], match: PlayoffMatchRecord): PlayoffMatch => ({
  id: match.id,
  round: match.round,
  slot: match.slot,
  firstPlayerId: match.firstPlayerId ?? null,
  secondPlayerId: match.secondPlayerId ?? null,
  winnerId: match.winnerId ?? null,
  firstGames: match.firstGames ?? null,
  secondGames: match.secondGames ?? null,
  correctable: isCorrectable(matches, match),
});

/** A playoff as clients see it: no outbox, no reporter ids. */
export const presentPlayoff = (playoff: PlayoffState): PlayoffView => ({
  gameId: playoff._id,
  size: playoff.size as 4 | 8,
  bestOf: playoff.bestOf as 1 | 3,
  rounds: roundsOf(playoff.size),
  seeds: playoff.seeds.map(({ seed, playerId, userId, username }) => ({ seed, playerId, userId, username })),
  matches: playoff.matches.map((match) => presentMatch(playoff.matches, match)),
  championPlayerId: playoff.championPlayerId ?? null,
  startedAt: playoff.createdAt.toISOString(),
  completedAt: playoff.completedAt ? playoff.completedAt.toISOString() : null,
});
