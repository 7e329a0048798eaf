import Router from '@koa/router';
import { messages } from '@progression/contracts';
import { access, BadRequest, currentUser, HttpError, type OutboxRelay } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { createDraft } from '../../domain/create-draft';
import { derivedId } from '../../domain/ids';
import { withPacks } from '../../domain/load';
import type { StageSet } from '../../domain/pack-engine';
import { PackDraftModel, type StoredDraft } from '../../models/pack-draft';
import { presentDraft } from '../../models/pack-draft.presenter';
import { policies } from '../../policies';
import { bulkDrafts, maxCustomPacks, ofGame } from './schema';

/**
 * A set a custom draft may hold: any set of the catalog with cards to open, in the game's plan or not (an
 * admin gives special-event packs outside the plan). The catalog's set list offers exactly these.
 */
async function draftableSet(setId: string, clients: Clients): Promise<StageSet> {
  const set = await clients.catalog.set(setId).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404)
      throw new BadRequest(messages.drafts.selectionNotInCatalog(setId), 'selections');
    throw error;
  });
  if ((await clients.catalog.setCards(setId)).length === 0)
    throw new BadRequest(messages.drafts.selectionWithoutCards(set.setName), 'selections');
  return set;
}

/**
 * POST /rest/api/progression-game/{id}/drafts/bulk (the game's admin): a CUSTOM draft of the admin's
 * selection for every player, one PRE_FILLED stage, of any sets `draftableSet` accepts.
 */
export function gameDraftsRouter({ clients, outbox }: { clients: Clients; outbox?: OutboxRelay }): Router {
  const router = new Router({ prefix: '/rest/api/progression-game' });
  /** The game's admin only (strangers 404, other players 403), checked before the selection is read. */
  const gameAdmin = access(async (ctx) => {
    const game = await clients.games.internalGame(ofGame.input(ctx).params.id);
    policies.assertAdmin(currentUser(ctx), game);
    return game;
  });
  router.post('/:id/drafts/bulk', ofGame, gameAdmin, bulkDrafts, async (ctx) => {
    const { params } = ofGame.input(ctx);
    const { body } = bulkDrafts.input(ctx);
    const game = gameAdmin.of(ctx);
    const packSetIds = body.selections.flatMap((selection) =>
      Array<string>(selection.quantity).fill(selection.setId),
    );
    if (packSetIds.length > maxCustomPacks)
      throw new BadRequest(messages.drafts.selectedTooManyPacks(maxCustomPacks), 'selections');
    const sets: StageSet[] = [];
    for (const setId of new Set(packSetIds)) sets.push(await draftableSet(setId, clients));
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
