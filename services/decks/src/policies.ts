import { messages, type Game, type Player } from '@progression/contracts';
import { BadRequest, Forbidden, NotFound, type UserPrincipal } from '@progression/service-kit';
import type { DeckRecord } from './models/deck';

/**
 * Who may read or change which deck, in one place: a player changes only their own decks; every player of
 * the game (its admin included) reads any deck of the game by its id, as its shared link does; anyone else
 * finds nothing (404), as for an unknown id. Lists stay private: a player lists only their own decks.
 */
export const policies = {
  /** Decks are Yu-Gi-Oh decks: another card game is refused with a clear message. */
  assertSupported(game: Game): void {
    if (game.cardGameType !== 'YUGIOH')
      throw new BadRequest(messages.decks.unsupportedCardGame(game.cardGameType));
  },

  /** The caller's player in the game; a stranger finds no game (404), as for an unknown id. */
  callerIn(user: UserPrincipal, game: Game, players: Player[]): Player {
    const caller = players.find((player) => player.userId === user.id);
    if (!caller) throw new NotFound(messages.errors.gameNotFound(game.id));
    return caller;
  },

  /** Whose decks the caller lists: their own, or, for the game's admin, the player they name. */
  listedPlayer(caller: Player, players: Player[], playerId?: string): Player {
    if (!playerId || playerId === caller.id) return caller;
    const other = caller.isAdmin ? players.find((player) => player.id === playerId) : undefined;
    if (!other) throw new NotFound(messages.collection.playerNotFound(playerId));
    return other;
  },

  /** The decks a user may change: their own. Anyone else's deck is as absent as an unknown id (404). */
  ownDecks: (user: UserPrincipal) => ({ userId: user.id }),

  /** A deck the caller may read: their own, or, read-only, any deck of a game they play in. */
  assertMayRead(user: UserPrincipal, deck: DeckRecord, players: Player[]): void {
    if (deck.userId === user.id) return;
    if (!players.some((player) => player.userId === user.id)) throw new NotFound(messages.decks.deckNotFound);
  },

  /** The game's admin alone sees every registration of a week and sets its closing time (403 for a player). */
  assertAdmin(caller: Player): void {
    if (!caller.isAdmin) throw new Forbidden(messages.games.adminOnly);
  },

  /**
   * Whose registered deck the caller may see: their own; any player's for the game's admin; an opponent's
   * once a result of their match that week was reported (`playedAgainst`). Anything else is as absent as
   * a registration that does not exist (404), so nothing tells whether the player registered.
   */
  assertMaySeeRegistration(caller: Player, playerId: string, playedAgainst: boolean): void {
    if (!policies.maySeeRegistration(caller, playerId, playedAgainst))
      throw new NotFound(messages.deckRegistrations.notFound);
  },

  /** The rule of `assertMaySeeRegistration`, for lists that leave out what the caller may not see. */
  maySeeRegistration(caller: Player, playerId: string, playedAgainst: boolean): boolean {
    return caller.id === playerId || caller.isAdmin || playedAgainst;
  },
};
