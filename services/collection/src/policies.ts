import { messages, type Game, type Player } from '@progression/contracts';
import { Forbidden, NotFound, type UserPrincipal } from '@progression/service-kit';

/**
 * Who may read which collection, in one place: a player reads their own; the game's admin reads any
 * player's (read-only) by naming it (`playerId`), imports a CSV into any player's and reads the imports'
 * trail; anyone else finds no game (404), as for an unknown id.
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

  /**
   * The game's admin imports a CSV into any player's collection and reads the import trail: anyone outside
   * the game finds no game (404), a player who is not its admin is refused (403), and a player not in the
   * game is a 404. Returns the admin and the player named (when one is).
   */
  importingAdmin(
    user: UserPrincipal,
    game: Game,
    players: Player[],
    playerId?: string,
  ): { admin: Player; player?: Player } {
    const caller = players.find((player) => player.userId === user.id);
    if (!caller) throw new NotFound(messages.errors.gameNotFound(game.id));
    if (!caller.isAdmin) throw new Forbidden(messages.games.adminOnly);
    if (playerId === undefined) return { admin: caller };
    const player = players.find((candidate) => candidate.id === playerId);
    if (!player) throw new NotFound(messages.collection.playerNotFound(playerId));
    return { admin: caller, player };
  },
};
