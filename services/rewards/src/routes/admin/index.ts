import Router from '@koa/router';
import { currentUser, type OutboxRelay } from '@progression/service-kit';
import type { Context } from 'koa';
import type { Clients } from '../../clients';
import { Reward, type RewardDocument } from '../../models/reward';
import { RewardHistory, type RewardHistoryDocument } from '../../models/reward-history';
import { presentHistory } from '../../models/reward-history.presenter';
import { presentReward } from '../../models/reward.presenter';
import { policies } from '../../policies';
import { deleteReward, revertReward } from '../../domain/claim';
import { byGame, byId, history } from './schema';

/** History entries one answer holds: far more than a season of a large league's rewards. */
const historyLimit = 2000;

/** A reward of a game the caller administers; the game's other players get 403, strangers 404. */
async function administeredReward(clients: Clients, id: string, ctx: Context) {
  const { reward, player } = await policies.readableReward(clients, { _id: id }, ctx);
  const admin = await policies.admin(clients, reward.gameId, ctx);
  return { reward, by: { userId: currentUser(ctx).id, name: admin.username ?? player.username } };
}

/** The game's admin: every player's rewards, revert a claim, delete an unclaimed reward, the history. */
export function adminRewardsRouter({ clients, outbox }: { clients: Clients; outbox?: OutboxRelay }): Router {
  const router = new Router({ prefix: '/rest/api/admin/game-rewards' });

  router.get('/', byGame, async (ctx) => {
    const { gameId } = byGame.input(ctx).query;
    await policies.admin(clients, gameId, ctx);
    const rewards = await Reward.find({ gameId, ...policies.visible }, { outbox: 0 })
      .sort({ week: -1, grantedAt: -1, _id: 1 })
      .lean<RewardDocument[]>();
    ctx.body = { rewards: rewards.map(presentReward) };
  });

  router.get('/history', history, async (ctx) => {
    const { gameId, playerId } = history.input(ctx).query;
    await policies.admin(clients, gameId, ctx);
    const entries = await RewardHistory.find({ gameId, ...(playerId && { playerId }) })
      .sort({ at: -1, _id: 1 })
      .limit(historyLimit)
      .lean<RewardHistoryDocument[]>();
    ctx.body = { entries: entries.map(presentHistory) };
  });

  router.post('/:id/revert', byId, async (ctx) => {
    const { reward, by } = await administeredReward(clients, byId.input(ctx).params.id, ctx);
    ctx.body = presentReward(await revertReward(reward, by, outbox));
  });

  router.delete('/:id', byId, async (ctx) => {
    const { reward, by } = await administeredReward(clients, byId.input(ctx).params.id, ctx);
    await deleteReward(reward, by, outbox);
    ctx.status = 204;
  });

  return router;
}
