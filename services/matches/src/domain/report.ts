import { createEvent, messages, type EventEnvelope, type GameScore } from '@progression/contracts';
import { BadRequest, Conflict } from '@progression/service-kit';
import { serviceName } from '../env';
import type { LeaguePlayer } from '../models/league';
import { eventPlayer, recordedEvent, type NextResult, type StoredResult } from './results';

/** What a report asks for: a winner (or none, a reset) and the game score, if any. */
export interface Report {
  winnerId: string | null;
  score: GameScore | null;
}

/** The game's confirmed-results settings when the report comes in. */
export interface ConfirmSettings {
  confirmResults: boolean;
  autoConfirmHours: number;
}

/** The change a report makes, or nothing to do (`null`: the result already is what was asked). */
export interface ReportChange {
  next: NextResult;
  events: EventEnvelope[];
}

const hour = 3_600_000;

/**
 * What a report changes. The result is final (CONFIRMED at once, and counted) when the game does not
 * confirm results, or when the game's admin sets it (their word is final: this is how a dispute is
 * settled). Otherwise a player's result waits for the opponent (PENDING, `match.result.reported`):
 * a player may replace or withdraw their own pending result, never the opponent's (they confirm or
 * dispute it), and never a disputed or confirmed one (the admin decides those).
 */
export function reportChange(
  current: StoredResult,
  actor: LeaguePlayer,
  players: LeaguePlayer[],
  report: Report,
  settings: ConfirmSettings,
  now: Date,
): ReportChange | null {
  if (report.score && !report.winnerId) throw new BadRequest(messages.matchResults.scoreNeedsWinner, 'score');
  const status = current.resultStatus ?? (current.winnerId ? 'CONFIRMED' : null);

  if (!settings.confirmResults || actor.isAdmin) {
    const next: NextResult = {
      winnerId: report.winnerId,
      score: report.winnerId ? report.score : null,
      resultStatus: report.winnerId ? 'CONFIRMED' : null,
      reported: null,
    };
    const unchanged =
      next.winnerId === (current.winnerId ?? null) &&
      next.score === (current.score ?? null) &&
      status === next.resultStatus &&
      !current.reported;
    return unchanged ? null : { next, events: recordedEvent(current, next.winnerId) };
  }

  if (status === 'CONFIRMED') throw new Conflict(messages.matchResults.confirmedAdminOnly);
  if (status === 'DISPUTED') throw new Conflict(messages.matchResults.disputedAdminOnly);
  const pending = status === 'PENDING' ? current.reported : null;
  if (pending && pending.reportedByPlayerId !== actor.playerId)
    throw new Conflict(messages.matchResults.opponentReported);

  if (!report.winnerId) {
    // The reporter withdraws their pending result; without one there is nothing to reset.
    if (!pending) return null;
    return { next: { winnerId: null, score: null, resultStatus: null, reported: null }, events: [] };
  }
  if (pending && pending.winnerId === report.winnerId && (pending.score ?? null) === report.score)
    return null;

  const opponentId =
    actor.playerId === current.firstPlayerId ? current.secondPlayerId : current.firstPlayerId;
  const opponent = players.find((each) => each.playerId === opponentId);
  const autoConfirmAt = new Date(now.getTime() + settings.autoConfirmHours * hour);
  const reported = {
    winnerId: report.winnerId,
    score: report.score,
    reportedByPlayerId: actor.playerId,
    reportedAt: now,
    autoConfirmAt,
    dispute: null,
  };
  const events = opponent
    ? [
        createEvent('match.result.reported', serviceName, {
          version: 1,
          gameId: current.gameId,
          matchId: current._id,
          week: current.weekNum,
          winnerId: report.winnerId,
          score: report.score,
          reporter: eventPlayer(actor),
          opponent: eventPlayer(opponent),
          autoConfirmAt: autoConfirmAt.toISOString(),
        }),
      ]
    : [];
  return {
    next: {
      winnerId: current.winnerId ?? null,
      score: current.score as GameScore | null,
      resultStatus: 'PENDING',
      reported: reported as never,
    },
    events,
  };
}
