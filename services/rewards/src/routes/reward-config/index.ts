import Router from '@koa/router';
import { messages } from '@progression/contracts';
import { access, currentUser, Forbidden } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { RewardConfigModel } from '../../models/reward-config';
import { configOf } from '../../domain/config';
import { policies } from '../../policies';
import { readConfig, writeConfig } from './schema';

/** `/rest/api/progression-game/{id}/reward-config`: every player reads it, the game's admin changes it. */
export function rewardConfigRouter({ clients }: { clients: Clients }): Router {
  const router = new Router({ prefix: '/rest/api/progression-game/:id/reward-config' });

  router.get('/', readConfig, async (ctx) => {
    const { params } = readConfig.input(ctx);
    await policies.player(clients, params.id, ctx); // 404 for a stranger
    ctx.body = await configOf(params.id);
  });

  // The game's admin only (strangers 404, other players 403), checked before the tracks are read.
  const gameAdmin = access(async (ctx) => {
    const player = await policies.player(clients, readConfig.input(ctx).params.id, ctx);
    if (!player.isAdmin) throw new Forbidden(messages.games.adminOnly);
    return player;
  });
  router.put('/', readConfig, gameAdmin, writeConfig, async (ctx) => {
    const { params } = readConfig.input(ctx);
    const { body } = writeConfig.input(ctx);
    await RewardConfigModel.updateOne(
      { gameId: params.id },
      { $set: { ...body, updatedBy: currentUser(ctx).id } },
      { upsert: true },
    );
    ctx.body = await configOf(params.id);
  });

  return router;
}
