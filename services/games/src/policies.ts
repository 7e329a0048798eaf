import type { Context } from 'koa';
import mongoose from 'mongoose';
import { messages } from '@progression/contracts';
import { currentUser, Forbidden, NotFound, type UserPrincipal } from '@progression/service-kit';
import { Game, type PlayerDocument } from './models/game';

/**
 * Who may read or change what in the games service, in one place:
 * - a user reads only games they play in (and their players); for anyone else a game does not exist (404),
 *   also for the admin of another game;
 * - only an admin of a game starts its weeks (403 for its other players);
 * - any user may check an invite code and join with one (rate limited);
 * - `/internal` routes answer service tokens only.
 */
const gamesVisibleTo = (user: UserPrincipal) => ({ 'players.userId': user.id });

/** True when the player may start weeks and change the game. */
const mayAdminister = (player: Pick<PlayerDocument, 'isAdmin'>) => player.isAdmin;

/** The game and the caller's player in it, or 404 when the caller does not play in it. */
async function gameOfCaller(ctx: Context, gameId: string) {
  const user = currentUser(ctx);
  const game = mongoose.isValidObjectId(gameId)
    ? await Game.findOne({ _id: gameId, ...gamesVisibleTo(user) })
    : null;
  const player = game?.players.find((candidate) => candidate.userId === user.id);
  if (!game || !player) throw new NotFound(messages.errors.gameNotFound(gameId));
  return { game, player };
}

/** As `gameOfCaller`, and the caller must administer that game (403 for its other players). */
async function gameOfAdmin(ctx: Context, gameId: string) {
  const found = await gameOfCaller(ctx, gameId);
  if (!mayAdminister(found.player)) throw new Forbidden(messages.games.adminOnly);
  return found;
}

/** The one policies object routes ask. */
export const policies = { gamesVisibleTo, mayAdminister, gameOfCaller, gameOfAdmin };
