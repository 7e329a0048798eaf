import Router from '@koa/router';
import mongoose from 'mongoose';
import { gamePlan, gamesCalls, messages } from '@progression/contracts';
import { NotFound, serveCall } from '@progression/service-kit';
import { Game } from '../../models/game';
import { presentGame, presentPlayer } from '../../models/game.presenter';

/**
 * The games service's `/internal/progression-game` calls (service tokens only), served from their
 * declarations in the contracts: the game with its players and its own copy of the mode's plan (pools,
 * weeks of sets with release dates, draft and banlist config), and the game an invite code opens.
 */
export function internalRouter(): Router {
  const router = new Router();
  // The chat bot's /subscribe: which game an invite code opens (the same 404 as the join page's check).
  serveCall(router, gamesCalls.gameByInviteCode, async ({ params }) => {
    const game = await Game.findOne({ inviteCode: params.code }, { _id: 1, name: 1 }).lean();
    if (!game) throw new NotFound(messages.games.inviteCodeNotFound);
    return { gameId: String(game._id), name: game.name };
  });
  serveCall(router, gamesCalls.internalGame, async ({ params }) => {
    const game = mongoose.isValidObjectId(params.id) ? await Game.findById(params.id) : null;
    if (!game) throw new NotFound(messages.errors.gameNotFound(params.id));
    return {
      game: presentGame(game),
      players: game.players.map((player) => presentPlayer(game._id, player)),
      // The stored plan read through its contract: release dates as ISO text, no subdocument ids.
      plan: gamePlan.parse(game.toObject().plan),
    };
  });
  return router;
}
