import { createEvent, type EventEnvelope, type GameScore } from '@progression/contracts';
import { outboxPush, type OutboxRelay } from '@progression/service-kit';
import { serviceName } from '../env';
import type { LeaguePlayer } from '../models/league';
import { Match, type MatchRecord } from '../models/match';
import { bumpMatchesVersion } from './schedule';
import { pairNextRoundWhenDone } from './swiss-rounds';

/** The fields of a match that a change of its result reads. */
export type StoredResult = Pick<
  MatchRecord,
  '_id' | 'gameId' | 'weekNum' | 'firstPlayerId' | 'secondPlayerId' | 'winnerId' | 'score' | 'resultStatus'
> & { reported?: MatchRecord['reported']; resultVersion?: number | null };

/** What the result becomes. */
export interface NextResult {
  winnerId: string | null;
  score: GameScore | null;
  resultStatus: 'PENDING' | 'CONFIRMED' | 'DISPUTED' | null;
  reported: MatchRecord['reported'] | null;
}

export const resultFields = '-outbox -correction -createdAt -updatedAt';

/**
 * `match.result.recorded` for a change of the counted (confirmed) winner, naming the winner before it, so
 * consumers undo exactly what they counted. None when the confirmed winner stays.
 */
export function recordedEvent(current: StoredResult, winnerId: string | null): EventEnvelope[] {
  const previousWinnerId = current.winnerId ?? null;
  if (previousWinnerId === winnerId) return [];
  return [
    createEvent('match.result.recorded', serviceName, {
      version: 1,
      gameId: current.gameId,
      matchId: current._id,
      week: current.weekNum,
      firstPlayerId: current.firstPlayerId,
      secondPlayerId: current.secondPlayerId,
      winnerId,
      previousWinnerId,
    }),
  ];
}

/**
 * Writes the next result if the match's result is still the one read (its version and counted winner),
 * with its events in the same write (the outbox). Null when another change came first: the caller reads
 * again and decides again. This is what makes a pending result confirm exactly once, whether the
 * opponent, the admin or any replica's sweep gets there first.
 */
export async function writeResult(
  current: StoredResult,
  next: NextResult,
  events: EventEnvelope[],
  extra: Record<string, unknown> = {},
) {
  const version = current.resultVersion ?? 0;
  return Match.findOneAndUpdate(
    {
      _id: current._id,
      winnerId: current.winnerId ?? null,
      // Matches stored before results had versions have none: version 0.
      resultVersion: version === 0 ? { $in: [0, null] } : version,
    },
    {
      $set: { ...next, ...extra, resultVersion: version + 1 },
      ...(events.length > 0 && {
        $push: { outbox: { $each: events.map((event) => outboxPush(event).outbox) } },
      }),
    },
    { returnDocument: 'after', projection: resultFields },
  ).lean();
}

/** After a result changed: cached lists go stale, its events go out, a finished Swiss round pairs the next. */
export async function afterResultChange(
  match: Pick<MatchRecord, '_id' | 'gameId' | 'weekNum'>,
  outbox?: OutboxRelay,
) {
  await bumpMatchesVersion(match.gameId);
  await outbox?.flush(match._id);
  await pairNextRoundWhenDone(match.gameId, match.weekNum);
}

/** The pending result, confirmed: it becomes the counted result. */
export const confirmedFrom = (reported: NonNullable<MatchRecord['reported']>): NextResult => ({
  winnerId: reported.winnerId,
  score: (reported.score ?? null) as GameScore | null,
  resultStatus: 'CONFIRMED',
  reported: null,
});

/** Confirms a pending result if it still is the one read; null when it changed meanwhile. */
export async function confirmPending(current: StoredResult) {
  if (current.resultStatus !== 'PENDING' || !current.reported) return null;
  const next = confirmedFrom(current.reported);
  return writeResult(current, next, recordedEvent(current, next.winnerId));
}

/** A player as the confirmed-result events name them. */
export const eventPlayer = (player: Pick<LeaguePlayer, 'playerId' | 'userId' | 'username'>) => ({
  playerId: player.playerId,
  userId: player.userId,
  username: player.username,
});
