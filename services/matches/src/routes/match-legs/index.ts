import Router from '@koa/router';
import { currentUser } from '@progression/service-kit';
import { scoresOfGame } from '../../domain/legs-of-game';
import { League } from '../../models/league';
import { presentLeg } from '../../models/league.presenter';
import { policies } from '../../policies';
import { readLegs } from './schema';

/**
 * `/rest/api/match-legs`: the legs' tables, Current Scores and the standings, computed from the config
 * (match-config) and the matches on every read.
 */
export function matchLegsRouter(): Router {
  const router = new Router({ prefix: '/rest/api/match-legs' });

  router.get('/', readLegs, async (ctx) => {
    const { gameId } = readLegs.input(ctx).query;
    const league = await League.findById(gameId, { players: 1 }).lean();
    policies.playerOf(league, currentUser(ctx), gameId);
    const scores = await scoresOfGame(gameId);
    ctx.body = { ...scores, legs: scores.legs.map(presentLeg) };
  });

  return router;
}
