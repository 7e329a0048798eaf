import type { GameScore, Match as MatchView, ReportedResult, ResultStatus } from '@progression/contracts';
import type { MatchRecord } from './match';

type StoredReport = NonNullable<MatchRecord['reported']>;

type Presentable = Pick<
  MatchRecord,
  '_id' | 'gameId' | 'weekId' | 'weekNum' | 'firstPlayerId' | 'secondPlayerId' | 'winnerId'
> & {
  round?: number | null;
  score?: string | null;
  resultStatus?: string | null;
  reported?: StoredReport | null;
};

const iso = (date: Date | string) => new Date(date).toISOString();

const presentReported = (reported: StoredReport): ReportedResult => ({
  winnerId: reported.winnerId,
  score: (reported.score ?? null) as GameScore | null,
  reportedByPlayerId: reported.reportedByPlayerId,
  reportedAt: iso(reported.reportedAt),
  autoConfirmAt: iso(reported.autoConfirmAt),
  dispute: reported.dispute
    ? {
        byPlayerId: reported.dispute.byPlayerId!,
        reason: reported.dispute.reason!,
        at: iso(reported.dispute.at!),
      }
    : null,
});

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
  // A result stored before confirmed results existed was confirmed when it was set.
  resultStatus: (match.resultStatus ?? (match.winnerId ? 'CONFIRMED' : null)) as ResultStatus | null,
  score: (match.score ?? null) as GameScore | null,
  reported: match.reported ? presentReported(match.reported) : null,
});
