import { messages, type Game, type Player } from '@progression/contracts';
import { NotFound, type UserPrincipal } from '@progression/service-kit';

/**
 * Who may read which collection, in one place: a player reads their own; the game's admin reads any
 * player's (read-only) by naming it (`playerId`); anyone else finds no game (404), as for an unknown id.
 */
export const policies = {
  /** The player whose collection the caller reads, or a 404. */
  readablePlayer(user: UserPrincipal, game: Game, players: Player[], playerId?: string): Player {
    const caller = players.find((player) => player.userId === user.id);
    if (!caller) throw new NotFound(messages.errors.gameNotFound(game.id));
    if (!playerId || playerId === caller.id) return caller;
    const other = caller.isAdmin ? players.find((player) => player.id === playerId) : undefined;
    if (!other) throw new NotFound(messages.collection.playerNotFound(playerId));
    return other;
  },
};
