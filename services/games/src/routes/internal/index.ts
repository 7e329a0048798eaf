import Router from '@koa/router';
import mongoose from 'mongoose';
import { messages } from '@progression/contracts';
import { NotFound, requireService } from '@progression/service-kit';
import { Game } from '../../models/game';
import { presentGame, presentPlayer } from '../../models/present';
import { byInviteCode, one } from './schema';

/**
 * GET /internal/progression-game/{id} (service tokens only): the game, its players and its own copy of
 * the mode's plan (pools, weeks of sets with release dates, draft and banlist config), for the services
 * that act on game events (drafts, matches, rewards).
 */
export function internalRouter(): Router {
  const router = new Router({ prefix: '/internal/progression-game' });
  router.use(requireService);
  // The chat bot's /subscribe: which game an invite code opens (the same 404 as the join page's check).
  router.get('/invite-code/:code', byInviteCode, async (ctx) => {
    const { code } = byInviteCode.input(ctx).params;
    const game = await Game.findOne({ inviteCode: code }, { _id: 1, name: 1 }).lean();
    if (!game) throw new NotFound(messages.games.inviteCodeNotFound);
    ctx.body = { gameId: String(game._id), name: game.name };
  });
  router.get('/:id', one, async (ctx) => {
    const { id } = one.input(ctx).params;
    const game = mongoose.isValidObjectId(id) ? await Game.findById(id) : null;
    if (!game) throw new NotFound(messages.errors.gameNotFound(id));
    const plan = game.toObject().plan;
    ctx.body = {
      game: presentGame(game),
      players: game.players.map((player) => presentPlayer(game._id, player)),
      plan: {
        ...plan,
        weeks: plan.weeks.map((week) => ({
          ...week,
          weekSets: week.weekSets.map((weekSet) => ({
            ...weekSet,
            sets: weekSet.sets.map((set) => ({ ...set, releaseDate: set.releaseDate.toISOString() })),
          })),
        })),
      },
    };
  });
  return router;
}
