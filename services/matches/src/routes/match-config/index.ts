import Router from '@koa/router';
import { access, currentUser } from '@progression/service-kit';
import { League } from '../../models/league';
import { presentConfig } from '../../models/league.presenter';
import { policies } from '../../policies';
import { configOfGame, readConfig, saveConfig } from './schema';

/**
 * `/rest/api/match-config`: the game's legs and placement scores; every player reads it, its admin
 * changes it. The legs' tables (match-legs) are computed from it on every read, so a change shows at once.
 */
export function matchConfigRouter(): Router {
  const router = new Router({ prefix: '/rest/api/match-config' });

  router.get('/', readConfig, async (ctx) => {
    const { gameId } = readConfig.input(ctx).query;
    const league = await League.findById(gameId, { players: 1, config: 1 }).lean();
    policies.playerOf(league, currentUser(ctx), gameId);
    ctx.body = presentConfig(league!);
  });

  // The game's admin only (strangers 404, other players 403), checked before the config is read.
  const gameAdmin = access(async (ctx) => {
    const { gameId } = configOfGame.input(ctx).query;
    const league = await League.findById(gameId, { players: 1 }).lean();
    policies.assertAdmin(policies.playerOf(league, currentUser(ctx), gameId));
  });
  router.put('/', configOfGame, gameAdmin, saveConfig, async (ctx) => {
    const { query } = configOfGame.input(ctx);
    const { body } = saveConfig.input(ctx);
    // Field by field: a client that sends only the legs keeps the pairing as it was.
    const fields = Object.entries(body).filter(([, value]) => value !== undefined);
    const saved = await League.findOneAndUpdate(
      { _id: query.gameId },
      { $set: Object.fromEntries(fields.map(([field, value]) => [`config.${field}`, value])) },
      { returnDocument: 'after', projection: { config: 1 } },
    ).lean();
    ctx.body = presentConfig(saved!);
  });

  return router;
}
