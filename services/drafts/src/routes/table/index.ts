import Router from '@koa/router';
import type { Context } from 'koa';
import { messages } from '@progression/contracts';
import { access, currentUser, Forbidden, type OutboxRelay } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { closeTableDrafts } from '../../domain/booster-table/close-table-drafts';
import { tableOfDraft } from '../../domain/booster-table/load-table';
import {
  extendDeadline,
  pauseTable,
  pickCard,
  replaceByBot,
  resumeTable,
} from '../../domain/booster-table/table-actions';
import { readableDraft } from '../../domain/load';
import type { StoredTable } from '../../models/draft-table';
import { presentLog, presentTable } from '../../models/draft-table.presenter';
import type { StoredDraft } from '../../models/pack-draft';
import { policies } from '../../policies';
import { extendBody, pickBody, seatParams, tableParams } from './schema';

/** `/rest/api/pack-draft/{id}/table...`: a booster draft table through one player's draft. */
export function tableRouter({ clients, outbox }: { clients: Clients; outbox?: OutboxRelay }): Router {
  const router = new Router();

  /** The draft's player or the game's admin reads; anyone else 404. */
  const readable = (ctx: Context) =>
    readableDraft(tableParams.input(ctx).params.id, currentUser(ctx), clients, { allowAdmin: true });
  /** Whether the caller administers the draft's game. */
  const isAdmin = async (ctx: Context, draft: StoredDraft) =>
    Boolean(draft.gameId) &&
    policies.isAdmin(currentUser(ctx), await clients.games.internalGame(draft.gameId!));

  /** The draft's own player (a demo's user), seated and not replaced by a bot: the one who may pick. */
  const seatedPlayer = access(async (ctx) => {
    const { draft } = await readableDraft(tableParams.input(ctx).params.id, currentUser(ctx), clients);
    const table = await tableOfDraft(draft);
    const seat = table.seats.find((candidate) => candidate.draftId === draft._id);
    if (!seat || seat.kind !== 'PLAYER') throw new Forbidden(messages.boosterDraft.notSeated);
    return { draft, table, seat: seat.seat };
  });
  /** The game's admin (404 for strangers, 403 for the draft's player). */
  const gameAdmin = access(async (ctx) => {
    const { draft } = await readable(ctx);
    if (!(await isAdmin(ctx, draft))) throw new Forbidden(messages.auth.forbidden);
    return { draft, table: await tableOfDraft(draft) };
  });

  /** Publishes what a change recorded at once (the next pack's bell), then answers the draft's view. */
  const answer = async (ctx: Context, draft: StoredDraft, table: StoredTable) => {
    await outbox?.flush(table._id).catch(() => undefined);
    if (table.status === 'COMPLETE') await closeTableDrafts(table);
    ctx.body = await presentTable(table, draft._id, clients);
  };

  router.get('/rest/api/pack-draft/:id/table', tableParams, async (ctx) => {
    const { draft } = await readable(ctx);
    ctx.body = await presentTable(await tableOfDraft(draft), draft._id, clients);
  });

  router.post('/rest/api/pack-draft/:id/table/pick', tableParams, seatedPlayer, pickBody, async (ctx) => {
    const { draft, table, seat } = seatedPlayer.of(ctx);
    const { pickNumber, cardId } = pickBody.input(ctx).body;
    await answer(ctx, draft, await pickCard(table._id, seat, pickNumber, cardId));
  });

  /** The table's players once it is complete; the game's admin at any time. */
  router.get('/rest/api/pack-draft/:id/table/log', tableParams, async (ctx) => {
    const { draft } = await readable(ctx);
    const table = await tableOfDraft(draft);
    if (table.status !== 'COMPLETE' && !(await isAdmin(ctx, draft)))
      throw new Forbidden(messages.boosterDraft.logNotYet);
    ctx.body = await presentLog(table, clients);
  });

  router.post('/rest/api/pack-draft/:id/table/pause', tableParams, gameAdmin, async (ctx) => {
    const { draft, table } = gameAdmin.of(ctx);
    await answer(ctx, draft, await pauseTable(table._id));
  });

  router.post('/rest/api/pack-draft/:id/table/resume', tableParams, gameAdmin, async (ctx) => {
    const { draft, table } = gameAdmin.of(ctx);
    await answer(ctx, draft, await resumeTable(table._id));
  });

  router.post('/rest/api/pack-draft/:id/table/deadline', tableParams, gameAdmin, extendBody, async (ctx) => {
    const { draft, table } = gameAdmin.of(ctx);
    const { seat, seconds } = extendBody.input(ctx).body;
    await answer(ctx, draft, await extendDeadline(table._id, seat, seconds));
  });

  router.post('/rest/api/pack-draft/:id/table/seats/:seat/bot', seatParams, gameAdmin, async (ctx) => {
    const { draft, table } = gameAdmin.of(ctx);
    await answer(ctx, draft, await replaceByBot(table._id, seatParams.input(ctx).params.seat));
  });

  return router;
}
