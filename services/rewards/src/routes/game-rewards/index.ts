import Router from '@koa/router';
import { messages, type RewardTrackProgress } from '@progression/contracts';
import { BadRequest, currentUser } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { Reward, type RewardDocument } from '../../models/reward';
import { presentReward } from '../../models/reward.presenter';
import { Standing, standingId } from '../../models/standing';
import { policies } from '../../policies';
import { configOf, defaultTracks } from '../../domain/config';
import { presentTrackProgress } from '../../models/reward-config.presenter';
import { counterOf, grantedGameOf, grantedKeysOf, grantRewards, tracksOf } from '../../domain/grant-rewards';
import { activeWeekOf } from '../../domain/pools';
import { byGame, byId, gameTracks } from './schema';

/** The newest week first, then the newest grant. */
const newestFirst = { week: -1, grantedAt: -1, _id: 1 } as const;

async function rewardsOf(gameId: string, playerId: string) {
  const rewards = await Reward.find({ gameId, playerId, ...policies.visible }, { outbox: 0 })
    .sort(newestFirst)
    .lean<RewardDocument[]>();
  return rewards.map(presentReward);
}

/** A player's rewards, one reward, their progress on the tracks, and the admin's refresher. */
export function gameRewardsRouter({ clients }: { clients: Clients }): Router {
  const router = new Router({ prefix: '/rest/api' });

  router.get('/game-rewards', byGame, async (ctx) => {
    const { gameId } = byGame.input(ctx).query;
    const player = await policies.player(clients, gameId, ctx);
    ctx.body = { rewards: await rewardsOf(gameId, player.id) };
  });

  router.get('/game-rewards/:id', byId, async (ctx) => {
    const { reward } = await policies.readableReward(clients, { _id: byId.input(ctx).params.id }, ctx);
    ctx.body = presentReward(reward);
  });

  /**
   * Evaluates every player's tracks now (the game's admin), as a week start does: grants what is due and
   * not yet granted. Answers the caller's rewards.
   */
  router.post('/game-rewards/refresher', byGame, async (ctx) => {
    const { gameId } = byGame.input(ctx).query;
    const admin = await policies.admin(clients, gameId, ctx);
    const game = await clients.games.game(gameId);
    if (activeWeekOf(game) === 0) throw new BadRequest(messages.rewards.rewardsNeedStartedWeek);
    await grantRewards(grantedGameOf(game), { userId: currentUser(ctx).id, name: admin.username });
    ctx.body = { rewards: await rewardsOf(gameId, admin.id) };
  });

  /**
   * Each track with the caller's counter, what it has earned but not been granted yet, and its next
   * reward. With no game named: the documented default tracks at counter 0 (what a new game gets).
   */
  router.get('/game-reward/tracks', gameTracks, async (ctx) => {
    const { gameId } = gameTracks.input(ctx).query;
    if (gameId === undefined) {
      policies.signedIn(ctx);
      const noGrants = new Set<string>();
      ctx.body = {
        tracks: tracksOf(defaultTracks()).map(({ kind, track }) =>
          presentTrackProgress(kind, track, 0, noGrants),
        ),
      };
      return;
    }
    const player = await policies.player(clients, gameId, ctx);
    const [config, standing, game, grantedKeys] = await Promise.all([
      configOf(gameId),
      Standing.findById(standingId(gameId, player.id), { wins: 1, losses: 1 }).lean(),
      clients.games.game(gameId),
      grantedKeysOf(gameId, player.id),
    ]);
    const tracks: RewardTrackProgress[] = tracksOf(config).map(({ kind, track }) =>
      presentTrackProgress(
        kind,
        track,
        counterOf(kind, activeWeekOf(game), standing ?? undefined),
        grantedKeys,
      ),
    );
    ctx.body = { tracks };
  });

  return router;
}
