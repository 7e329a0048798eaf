import { isDuplicateKey } from '@progression/service-kit';
import { Match } from '../models/match';
import { League } from '../models/league';
import { matchIdOf } from './match-id';

/** The game's copy, created empty when the first event about it arrives (two at once: one creates it). */
export async function ensureLeague(gameId: string): Promise<void> {
  try {
    await League.updateOne({ _id: gameId }, { $setOnInsert: { _id: gameId } }, { upsert: true });
  } catch (error) {
    // A concurrent upsert of the same game won the insert: the document exists, which is all we need.
    if ((error as { code?: number }).code !== 11000) throw error;
  }
}

/**
 * Stores the week's matches of these pairs (of one Swiss round when `swissRound` is given, which their ids
 * hash too; a round robin's week is its round 1). Ids come from game, week and pair and the matches are only
 * ever inserted (a whole week in one bulk insert, far quicker than upserts), so writing a match again (a
 * redelivery, a late join seen by both handlers) is refused as a duplicate and changes nothing, least of
 * all a recorded result.
 */
export async function storeMatches(
  gameId: string,
  week: number,
  weekId: string,
  pairs: readonly (readonly string[])[],
  swissRound?: number,
): Promise<void> {
  if (pairs.length === 0) return;
  const now = new Date();
  try {
    await Match.collection.insertMany(
      pairs.map(([firstPlayerId, secondPlayerId]) => ({
        _id: matchIdOf(gameId, week, firstPlayerId!, secondPlayerId!, swissRound) as never,
        gameId,
        weekId,
        weekNum: week,
        round: swissRound ?? 1,
        firstPlayerId,
        secondPlayerId,
        winnerId: null,
        correction: null,
        outbox: [],
        createdAt: now,
        updatedAt: now,
      })),
      { ordered: false },
    );
  } catch (error) {
    // Matches stored before (a redelivery, or the other handler): kept as they are; the rest went in.
    if (!isDuplicateKey(error)) throw error;
  }
  await bumpMatchesVersion(gameId);
}

/** Marks every cached list of the game's matches stale (after the write, see list-cache.ts). */
export async function bumpMatchesVersion(gameId: string): Promise<void> {
  await League.updateOne({ _id: gameId }, { $inc: { matchesVersion: 1 } });
}
