import Router from '@koa/router';
import mongoose from 'mongoose';
import { gamesCalls, messages } from '@progression/contracts';
import { NotFound, serveCall } from '@progression/service-kit';
import { playerJoined, weekStarted } from '../../domain/game-events';
import { Game } from '../../models/game';

/**
 * GET /internal/progression-game/{id}/event-data (service tokens only): the v2 data of a game event games
 * published as v1, rebuilt from the game as it is now with the same builders as the v2 events. Only the
 * v1 upcasters (contracts' event-versions) call it; it goes with them once no v1 is left in the stream.
 */
export function eventDataRouter(): Router {
  const router = new Router();
  serveCall(router, gamesCalls.gameEventData, async ({ params, query }) => {
    const game = mongoose.isValidObjectId(params.id) ? await Game.findById(params.id) : null;
    if (!game) throw new NotFound(messages.errors.gameNotFound(params.id));
    if (query.type === 'game.week.started') {
      const week = game.weeks.find((candidate) => candidate.week === query.week);
      if (!week) throw new NotFound(messages.errors.weekNotFound);
      return weekStarted(game, week).data;
    }
    const player = game.players.find((candidate) => String(candidate._id) === query.playerId);
    if (!player) throw new NotFound(messages.errors.playerNotFound);
    return playerJoined(game, player).data;
  });
  return router;
}
