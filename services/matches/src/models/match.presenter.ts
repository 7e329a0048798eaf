import type { Match as MatchView } from '@progression/contracts';
import type { MatchRecord } from './match';

type Presentable = Pick<
  MatchRecord,
  '_id' | 'gameId' | 'weekId' | 'weekNum' | 'firstPlayerId' | 'secondPlayerId' | 'winnerId'
> & { round?: number | null };

/** A match as clients see it: `id` for `_id`, no outbox. */
export const presentMatch = (match: Presentable): MatchView => ({
  id: match._id,
  gameId: match.gameId,
  weekId: match.weekId,
  weekNum: match.weekNum,
  // Matches stored before Swiss rounds existed are their week's only round.
  round: match.round ?? 1,
  firstPlayerId: match.firstPlayerId,
  secondPlayerId: match.secondPlayerId,
  winnerId: match.winnerId ?? null,
});
