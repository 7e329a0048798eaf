import Router from '@koa/router';
import { messages } from '@progression/contracts';
import { BadRequest, currentUser, NotFound } from '@progression/service-kit';
import mongoose from 'mongoose';
import { Game } from '../../models/game';
import { presentPlayer } from '../../models/game.presenter';
import { policies } from '../../policies';
import { active, list } from './schema';

/**
 * /rest/api/game-player: the caller's player in a game (`/user?gameId=`), and players by id
 * (`?gamePlayerId=..&gamePlayerId=..`) or all players of a game (`?gameId=`), with usernames. Only players
 * of games the caller plays in are visible; asking for any other is 404.
 */
export function gamePlayerRouter(): Router {
  const router = new Router({ prefix: '/rest/api/game-player' });
  router.get('/user', active, async (ctx) => {
    const { game, player } = await policies.gameOfCaller(ctx, active.input(ctx).query.gameId);
    ctx.body = presentPlayer(game._id, player);
  });

  router.get('/', list, async (ctx) => {
    const { gamePlayerId, gameId } = list.input(ctx).query;
    if (gameId) {
      const { game } = await policies.gameOfCaller(ctx, gameId);
      ctx.body = { players: game.players.map((player) => presentPlayer(game._id, player)) };
      return;
    }
    if (!gamePlayerId) throw new BadRequest(messages.errors.invalidRequest, 'gamePlayerId');
    const ids = gamePlayerId.filter((id) => mongoose.isValidObjectId(id));
    const games = await Game.find(
      { 'players._id': { $in: ids }, ...policies.gamesVisibleTo(currentUser(ctx)) },
      { players: 1 },
    );
    const visible = new Map(
      games.flatMap((game) =>
        game.players.map((player) => [String(player._id), presentPlayer(game._id, player)] as const),
      ),
    );
    if (!gamePlayerId.every((id) => visible.has(id))) throw new NotFound(messages.errors.playerNotFound);
    ctx.body = { players: gamePlayerId.map((id) => visible.get(id)!) };
  });

  return router;
}
