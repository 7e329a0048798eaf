import type { Context } from 'koa';
import mongoose from 'mongoose';
import { messages } from '@progression/contracts';
import { currentUser, Forbidden, NotFound } from '@progression/service-kit';
import { Game } from '../models/game';

/**
 * The game and the caller's player in it. A user sees only games they play in: for anyone else the game
 * does not exist (404), whether or not the id names one.
 */
export async function gameOfCaller(ctx: Context, gameId: string) {
  const user = currentUser(ctx);
  const game = mongoose.isValidObjectId(gameId)
    ? await Game.findOne({ _id: gameId, 'players.userId': user.id })
    : null;
  const player = game?.players.find((candidate) => candidate.userId === user.id);
  if (!game || !player) throw new NotFound(messages.errors.gameNotFound(gameId));
  return { game, player };
}

/** As `gameOfCaller`, and the caller must be an admin of that game (403 for its other players). */
export async function gameOfAdmin(ctx: Context, gameId: string) {
  const found = await gameOfCaller(ctx, gameId);
  if (!found.player.isAdmin) throw new Forbidden(messages.games.adminOnly);
  return found;
}

/** Forwards the caller's token and request id to another service. */
export const onBehalfOf = (ctx: Context) => ({
  authorization: ctx.get('authorization'),
  requestId: ctx.requestId,
});
