import Router from '@koa/router';
import { messages } from '@progression/contracts';
import { BadRequest, currentUser, type OutboxRelay } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { createDraft } from '../../drafting/create-draft';
import { derivedId } from '../../drafting/ids';
import { withPacks } from '../../drafting/load';
import type { StageSet } from '../../domain/pack-engine';
import { PackDraftModel, type StoredDraft } from '../../models/pack-draft';
import { presentDraft } from '../../models/pack-draft.presenter';
import { policies } from '../../policies';
import { bulkDrafts, maxCustomPacks } from './schema';

/**
 * POST /rest/api/progression-game/{id}/drafts/bulk (the game's admin): a CUSTOM draft of the admin's
 * selection for every player, one PRE_FILLED stage. Sets must be sets of the game's plan.
 */
export function gameDraftsRouter({ clients, outbox }: { clients: Clients; outbox?: OutboxRelay }): Router {
  const router = new Router({ prefix: '/rest/api/progression-game' });
  router.post('/:id/drafts/bulk', bulkDrafts, async (ctx) => {
    const { params, body } = bulkDrafts.input(ctx);
    const user = currentUser(ctx);
    const game = await clients.games.internalGame(params.id);
    policies.assertAdmin(user, game);
    const known = new Map<string, StageSet>();
    for (const week of game.plan.weeks)
      for (const weekSet of week.weekSets)
        for (const set of weekSet.sets)
          known.set(set.id, { id: set.id, setCode: set.setCode, setName: set.setName, type: set.type });
    const packSetIds = body.selections.flatMap((selection) => {
      if (!known.has(selection.setId))
        throw new BadRequest(messages.errors.invalidField('selections'), 'selections');
      return Array<string>(selection.quantity).fill(selection.setId);
    });
    if (packSetIds.length > maxCustomPacks)
      throw new BadRequest(messages.drafts.selectedTooManyPacks(maxCustomPacks), 'selections');
    const sets = [...new Set(packSetIds)].map((id) => known.get(id)!);
    // One request id for all players: a retried request is a new custom draft, as the admin asked twice.
    const batch = derivedId('CUSTOM', params.id, Date.now(), Math.random());
    const ids: string[] = [];
    for (const player of game.players) {
      const id = derivedId(batch, player.id);
      ids.push(id);
      await createDraft(
        {
          id,
          gameId: game.game.id,
          playerId: player.id,
          userId: player.userId,
          week: game.game.activeWeek,
          source: 'CUSTOM',
          stages: [
            {
              numPacks: packSetIds.length,
              draftBehaviour: 'PRE_FILLED',
              rarityDistribution: body.rarityDistribution,
              sets,
              maxPackRules: [],
              packSetIds,
            },
          ],
        },
        clients,
      );
    }
    // draft.created now, so the players' notifications do not wait for the relay's sweep.
    await Promise.all(ids.map((id) => outbox?.flush(id).catch(() => undefined)));
    const drafts = await PackDraftModel.find({ _id: { $in: ids } }).lean<StoredDraft[]>();
    ctx.status = 201;
    ctx.body = { drafts: (await withPacks(drafts)).map(({ draft, packs }) => presentDraft(draft, packs)) };
  });
  return router;
}
