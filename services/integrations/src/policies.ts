import { messages } from '@progression/contracts';
import { Forbidden, NotFound, type UserPrincipal } from '@progression/service-kit';
import type { InternalGame } from './clients/games';

/**
 * Who may read or change what, in one place: routes ask here and never decide access themselves, so the
 * route x role tests have one module to read.
 */
export const policies = {
  /**
   * The chat-bot config of a game is its admin's: anyone not playing in it gets the same 404 as for an
   * unknown game (it stays invisible), a player who is not its admin 403.
   */
  assertAdminOf(game: InternalGame, user: UserPrincipal): void {
    const player = game.players.find((candidate) => candidate.userId === user.id);
    if (!player) throw new NotFound(messages.errors.gameNotFound(game.game.id));
    if (!player.isAdmin) throw new Forbidden(messages.games.adminOnly);
  },
};
