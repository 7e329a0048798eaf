import Router from '@koa/router';
import {
  isPackReward,
  messages,
  packClaimError,
  type RewardPackDraft,
  type RewardType,
} from '@progression/contracts';
import {
  access,
  BadRequest,
  Conflict,
  currentUser,
  NotFound,
  type OutboxRelay,
} from '@progression/service-kit';
import type { Context } from 'koa';
import type { Clients } from '../../clients';
import type { RewardDocument } from '../../models/reward';
import { policies } from '../../policies';
import { claimReward, type PackSet } from '../../domain/claim';
import type { GameView } from '../../domain/game-view';
import { filterPool, packPool } from '../../domain/pools';
import { claimPacks, byId, filterDraft } from './schema';

/** A pack reward's draft by its id (a wildcard's draft id is as absent as an unknown one). */
async function packRewardOf(clients: Clients, draftId: string, ctx: Context, own: boolean) {
  const found = own
    ? await policies.ownReward(clients, { draftId }, ctx)
    : await policies.readableReward(clients, { draftId }, ctx);
  if (!isPackReward(found.reward.type as RewardType))
    throw new NotFound(messages.errors.packDraftNotFound(draftId));
  return found;
}

function presentPackDraft(reward: RewardDocument, packPool: RewardPackDraft['packPool']): RewardPackDraft {
  return {
    id: reward.draftId,
    rewardId: reward._id,
    numToSelect: reward.quantity,
    packPool,
    selectedPackIds: reward.selectedPackIds,
    packDraftId: reward.packDraftId ?? null,
  };
}

/** The chosen sets as the game's plan names them, each once. */
function packSetsOf(game: GameView, setIds: string[]): PackSet[] {
  const planned = new Map(
    game.plan.weeks
      .flatMap((week) => week.weekSets.flatMap((weekSet) => weekSet.sets))
      .map((set) => [set.id, set]),
  );
  return [...new Set(setIds)].flatMap((setId) => {
    const set = planned.get(setId);
    return set ? [{ id: set.id, setCode: set.setCode, setName: set.setName, type: set.type }] : [];
  });
}

/** The pack choice of a pack reward: read it, narrow its pool by card filters, claim it. */
export function packDraftsRouter({ clients, outbox }: { clients: Clients; outbox?: OutboxRelay }): Router {
  const router = new Router({ prefix: '/rest/api/game-rewards/pack-drafts' });
  // Checked before a body is read: the reward's owner or the game's admin reads, only its owner claims.
  const readable = access((ctx) => packRewardOf(clients, byId.input(ctx).params.id, ctx, false));
  const own = access((ctx) => packRewardOf(clients, byId.input(ctx).params.id, ctx, true));

  router.get('/:id', byId, async (ctx) => {
    const { reward, game } = await packRewardOf(clients, byId.input(ctx).params.id, ctx, false);
    ctx.body = presentPackDraft(reward, await packPool(game, reward.type as RewardType, clients.catalog));
  });

  router.post('/:id/filtered', byId, readable, filterDraft, async (ctx) => {
    const { body } = filterDraft.input(ctx);
    const { reward, game } = readable.of(ctx);
    const pool = await packPool(game, reward.type as RewardType, clients.catalog);
    ctx.body = presentPackDraft(reward, await filterPool(pool, body, clients.catalog));
  });

  router.put('/:id', byId, own, claimPacks, async (ctx) => {
    const { body } = claimPacks.input(ctx);
    const { reward, player, game } = own.of(ctx);
    if (reward.status !== 'UNCLAIMED') throw new Conflict(messages.rewards.rewardAlreadyClaimed);
    const countError = packClaimError(body.selectedPackIds.length, reward.quantity);
    if (countError) throw new BadRequest(countError, 'selectedPackIds');
    const pool = await packPool(game, reward.type as RewardType, clients.catalog);
    const offered = new Set(pool.map((entry) => entry.cardSet.id));
    if (body.selectedPackIds.some((setId) => !offered.has(setId)))
      throw new BadRequest(messages.rewards.packNotInPool, 'selectedPackIds');
    const setNames = new Map(pool.map((entry) => [entry.cardSet.id, entry.cardSet.setName]));
    const detail = messages.rewards.historyNames(body.selectedPackIds.map((setId) => setNames.get(setId)!));
    const claimed = await claimReward(
      reward,
      { packSetIds: body.selectedPackIds, packSets: packSetsOf(game, body.selectedPackIds), detail },
      { userId: currentUser(ctx).id, name: player.username },
      outbox,
    );
    ctx.body = presentPackDraft(claimed, pool);
  });

  return router;
}
