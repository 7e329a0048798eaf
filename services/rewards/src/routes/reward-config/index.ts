import Router from '@koa/router';
import { messages, type RewardConfig } from '@progression/contracts';
import { currentUser, Forbidden, onBehalfOf } from '@progression/service-kit';
import { Types } from 'mongoose';
import type { Clients } from '../../clients';
import { defaultRewardConfig } from '../../domain/default-config';
import { RewardConfigModel } from '../../models/reward-config';
import { readConfig, writeConfig } from './schema';

/** The stored config, or the documented default for a game whose admin never changed it. */
async function configOf(gameId: string): Promise<RewardConfig> {
  const stored = await RewardConfigModel.findOne({ gameId }).lean();
  if (!stored) return defaultRewardConfig(gameId, () => new Types.ObjectId().toHexString());
  const { weekTrack, winTrack, lossTrack } = stored;
  return { gameId, weekTrack, winTrack, lossTrack } as RewardConfig;
}

/** `/rest/api/progression-game/{id}/reward-config`: every player reads it, the game's admin changes it. */
export function rewardConfigRouter({ clients }: { clients: Clients }): Router {
  const router = new Router({ prefix: '/rest/api/progression-game/:id/reward-config' });

  router.get('/', readConfig, async (ctx) => {
    const { params } = readConfig.input(ctx);
    await clients.games.playerOfCaller(params.id, onBehalfOf(ctx)); // 404 for a stranger
    ctx.body = await configOf(params.id);
  });

  router.put('/', writeConfig, async (ctx) => {
    const { params, body } = writeConfig.input(ctx);
    const player = await clients.games.playerOfCaller(params.id, onBehalfOf(ctx));
    if (!player.isAdmin) throw new Forbidden(messages.games.adminOnly);
    await RewardConfigModel.updateOne(
      { gameId: params.id },
      { $set: { ...body, updatedBy: currentUser(ctx).id } },
      { upsert: true },
    );
    ctx.body = await configOf(params.id);
  });

  return router;
}
