import Router from '@koa/router';
import { access, currentUser } from '@progression/service-kit';
import { scoresOfGame } from '../../domain/legs-of-game';
import { League } from '../../models/league';
import { presentConfig, presentLeg } from '../../models/league.presenter';
import { policies } from '../../policies';
import { configOfGame, readConfig, readLegs, saveConfig } from './schema';

/**
 * `/rest/api/match-config` (the game's legs and placement scores; every player reads it, its admin
 * changes it) and `/rest/api/match-legs` (the legs' tables, Current Scores and the standings). They are
 * computed from the config and the matches on every read, so a config change recomputes them at once.
 */
export function scoresRouter(): Router {
  const router = new Router({ prefix: '/rest/api' });

  router.get('/match-config', readConfig, async (ctx) => {
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
  router.put('/match-config', configOfGame, gameAdmin, saveConfig, async (ctx) => {
    const { query } = configOfGame.input(ctx);
    const { body } = saveConfig.input(ctx);
    const saved = await League.findOneAndUpdate(
      { _id: query.gameId },
      { $set: { config: body } },
      { returnDocument: 'after', projection: { config: 1 } },
    ).lean();
    ctx.body = presentConfig(saved!);
  });

  router.get('/match-legs', readLegs, async (ctx) => {
    const { gameId } = readLegs.input(ctx).query;
    const league = await League.findById(gameId, { players: 1 }).lean();
    policies.playerOf(league, currentUser(ctx), gameId);
    const scores = await scoresOfGame(gameId);
    ctx.body = { ...scores, legs: scores.legs.map(presentLeg) };
  });

  return router;
}
