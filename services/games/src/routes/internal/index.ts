import Router from '@koa/router';
import mongoose from 'mongoose';
import { gamePlan, gamesCalls, messages } from '@progression/contracts';
import { NotFound, serveCall } from '@progression/service-kit';
import { Game, type GameDocument } from '../../models/game';
import { presentGame, presentPlayer } from '../../models/game.presenter';

/**
 * The games service's `/internal/progression-game` calls (service tokens only), served from their
 * declarations in the contracts: the game with its players and its own copy of the mode's plan (pools,
 * weeks of sets with release dates, draft and banlist config), the game an invite code opens, and the
 * games a user plays in.
 */
export function internalRouter(): Router {
  const router = new Router();
  // The chat bot's /subscribe: which game an invite code opens (the same 404 as the join page's check).
  serveCall(router, gamesCalls.gameByInviteCode, async ({ params }) => {
    const game = await Game.findOne({ inviteCode: params.code }, { _id: 1, name: 1 }).lean();
    if (!game) throw new NotFound(messages.games.inviteCodeNotFound);
    return { gameId: String(game._id), name: game.name };
  });
  // The chat bot's autocomplete of a game: the linked user's games, as the games list finds them.
  serveCall(router, gamesCalls.gamesOfUser, async ({ params }) => {
    const games = await Game.find(
      { 'players.userId': params.userId },
      { _id: 1, name: 1, inviteCode: 1, players: 1 },
    )
      .sort({ createdAt: 1 })
      .lean();
    return {
      games: games.map((game) => ({
        gameId: String(game._id),
        name: game.name,
        inviteCode: game.inviteCode,
        isAdmin: game.players.some((player) => player.userId === params.userId && player.isAdmin),
      })),
    };
  });
  serveCall(router, gamesCalls.internalGame, async ({ params }) => {
    // Read plain (no mongoose document is built) and without the outbox: other services ask this on
    // every request that needs a game's players, and building the document cost more than the read.
    const game = mongoose.isValidObjectId(params.id)
      ? await Game.findById(params.id, { outbox: 0 }).lean<GameDocument>()
      : null;
    if (!game) throw new NotFound(messages.errors.gameNotFound(params.id));
    return {
      game: presentGame(game),
      players: game.players.map((player) => presentPlayer(game._id, player)),
      // The stored plan read through its contract: release dates as ISO text, no subdocument ids.
      plan: gamePlan.parse(game.plan),
    };
  });
  return router;
}
