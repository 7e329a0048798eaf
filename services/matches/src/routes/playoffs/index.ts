import Router from '@koa/router';
import { messages } from '@progression/contracts';
import { access, Conflict, currentUser, isDuplicateKey } from '@progression/service-kit';
import type { Games } from '../../clients';
import { emptyBracket } from '../../domain/playoff-bracket';
import { seasonSeeds } from '../../domain/playoff-seeds';
import { League } from '../../models/league';
import { Playoff } from '../../models/playoff';
import { presentPlayoff } from '../../models/playoff.presenter';
import { policies } from '../../policies';
import { playoffOfGame, startPlayoff } from './schema';

/**
 * `/rest/api/playoffs?gameId=`: the game's playoff for its players, and its start by the game's admin once
 * the last week of the plan has started.
 */
export function playoffsRouter({ games }: { games: Games }): Router {
  const router = new Router({ prefix: '/rest/api/playoffs' });

  const gamePlayer = access(async (ctx) => {
    const { gameId } = playoffOfGame.input(ctx).query;
    const league = await League.findById(gameId, { players: 1 }).lean();
    return policies.playerOf(league, currentUser(ctx), gameId);
  });
  router.get('/', playoffOfGame, gamePlayer, async (ctx) => {
    const { gameId } = playoffOfGame.input(ctx).query;
    const playoff = await Playoff.findById(gameId, { outbox: 0 }).lean();
    ctx.body = { playoff: playoff ? presentPlayoff(playoff) : null };
  });

  const gameAdmin = access(async (ctx) => {
    const { gameId } = playoffOfGame.input(ctx).query;
    const league = await League.findById(gameId, { players: 1 }).lean();
    policies.assertAdmin(policies.playerOf(league, currentUser(ctx), gameId));
  });
  router.post('/', playoffOfGame, gameAdmin, startPlayoff, async (ctx) => {
    const { gameId } = playoffOfGame.input(ctx).query;
    const { size, bestOf } = startPlayoff.input(ctx).body;
    if (await Playoff.exists({ _id: gameId })) throw new Conflict(messages.playoffs.alreadyStarted);
    // The end of the season is read from games, which starts weeks: this service's copy learns of the
    // last week an event later.
    const { game, plan } = await games.internalGame({ params: { id: gameId } });
    if (game.status === 'COMPLETE') throw new Conflict(messages.games.gameComplete);
    const lastWeek = plan.weeks.length;
    if (game.activeWeek === 0 || game.activeWeek < lastWeek)
      throw new Conflict(messages.playoffs.notAtEnd(lastWeek));
    const seeds = await seasonSeeds(gameId);
    if (seeds.length < size) throw new Conflict(messages.playoffs.tooFewPlayers(size, seeds.length));
    const top = seeds.slice(0, size);
    try {
      // The game id is the playoff's id: of two starts at once, one inserts and the other is refused.
      const created = await Playoff.create({
        _id: gameId,
        gameName: game.name,
        size,
        bestOf,
        startedBy: currentUser(ctx).id,
        seeds: top,
        matches: emptyBracket(
          gameId,
          top.map((seed) => seed.playerId),
        ),
      });
      ctx.status = 201;
      ctx.body = { playoff: presentPlayoff(created.toObject()) };
    } catch (error) {
      if (isDuplicateKey(error)) throw new Conflict(messages.playoffs.alreadyStarted);
      throw error;
    }
  });

  return router;
}
