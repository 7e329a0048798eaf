import type { Clients } from '../../clients';
import type { GameWithPlayers } from '../../clients/games';
import { policies } from '../../policies';

/** The game with its players, refused at once when it is not a card game decks support. */
export async function deckGame(clients: Clients, gameId: string): Promise<GameWithPlayers> {
  const found = await clients.games.gameWithPlayers(gameId);
  policies.assertSupported(found.game);
  return found;
}
