import Router from '@koa/router';
import { createEvent, messages } from '@progression/contracts';
import { access, Conflict, currentUser, NotFound, type OutboxRelay } from '@progression/service-kit';
import { serviceName } from '../../env';
import {
  afterResultChange,
  confirmPending,
  eventPlayer,
  resultFields,
  writeResult,
  type StoredResult,
} from '../../domain/results';
import { League } from '../../models/league';
import { Match } from '../../models/match';
import { presentMatch } from '../../models/match.presenter';
import { policies } from '../../policies';
import { confirmById, disputeBody, disputeById } from './results-schema';

/** A confirmation or dispute that lost a race reads again at most this often. */
const maxAttempts = 10;

/**
 * `/rest/api/matches/{id}/confirm` and `/dispute`: the opponent of the player who reported a pending
 * result answers it. Any week: the result was reported in time, and the answer only settles it. The
 * game's admin settles results with PUT instead (final).
 */
export function matchResultsRouter({ outbox }: { outbox: OutboxRelay }): Router {
  const router = new Router({ prefix: '/rest/api/matches' });

  /** The match and the caller's player, if the caller may answer it, checked before any body is read. */
  const opponentOf = (params: typeof confirmById | typeof disputeById) =>
    access(async (ctx) => {
      const found = await Match.findById(params.input(ctx).params.id, resultFields).lean();
      if (!found) throw new NotFound(messages.matches.matchNotFound);
      const league = await League.findById(found.gameId, { players: 1 }).lean();
      const player = policies.playerSeeingMatch(league, currentUser(ctx));
      policies.assertAnswersReport(player, found);
      return { found, player, players: league!.players };
    });

  /** Reads again after a lost race; the result must still wait for an answer. */
  const stillPending = async (id: string): Promise<StoredResult> => {
    const again = await Match.findById(id, resultFields).lean();
    if (!again) throw new NotFound(messages.matches.matchNotFound);
    if (again.resultStatus !== 'PENDING') throw new Conflict(messages.matchResults.notPending);
    return again;
  };

  const mayConfirm = opponentOf(confirmById);
  router.post('/:id/confirm', confirmById, mayConfirm, async (ctx) => {
    let current: StoredResult = mayConfirm.of(ctx).found;
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      const updated = await confirmPending(current);
      if (updated) {
        await afterResultChange(updated, outbox);
        ctx.body = presentMatch(updated);
        return;
      }
      current = await stillPending(current._id);
    }
    throw new Error(`match ${current._id}: the result kept changing under ${maxAttempts} attempts`);
  });

  const mayDispute = opponentOf(disputeById);
  router.post('/:id/dispute', disputeById, mayDispute, disputeBody, async (ctx) => {
    const { reason } = disputeBody.input(ctx).body;
    const { player, players } = mayDispute.of(ctx);
    let current: StoredResult = mayDispute.of(ctx).found;
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      const reported = current.reported!;
      const at = new Date();
      const event = createEvent('match.result.disputed', serviceName, {
        version: 1,
        gameId: current.gameId,
        matchId: current._id,
        week: current.weekNum,
        winnerId: reported.winnerId,
        disputedBy: eventPlayer(player),
        reason,
        admins: players.filter((each) => each.isAdmin).map(eventPlayer),
      });
      const updated = await writeResult(
        current,
        {
          winnerId: current.winnerId ?? null,
          score: (current.score ?? null) as never,
          resultStatus: 'DISPUTED',
          reported: { ...reported, dispute: { byPlayerId: player.playerId, reason, at } } as never,
        },
        [event],
      );
      if (updated) {
        await afterResultChange(updated, outbox);
        ctx.body = presentMatch(updated);
        return;
      }
      current = await stillPending(current._id);
    }
    throw new Error(`match ${current._id}: the result kept changing under ${maxAttempts} attempts`);
  });

  return router;
}
