import { access, currentUser } from '@progression/service-kit';
import type { Clients } from '../../clients';
import type { GameWithPlayers } from '../../clients/games';
import { policies } from '../../policies';
import { deckGameOf } from './schema';

/** The game with its players, refused at once when it is not a card game decks support. */
export async function deckGame(clients: Clients, gameId: string): Promise<GameWithPlayers> {
  const found = await clients.games.gameWithPlayers(gameId);
  policies.assertSupported(found.game);
  return found;
}

/**
 * The game of the query with the caller's player in it (404 for anyone else), before a body is read. It
 * asks games, not a projection, so it runs while the owned counts catch up with the caller's last write.
 */
export const callerInGame = (clients: Clients) =>
  access(
    async (ctx) => {
      const { game, players } = await deckGame(clients, deckGameOf.input(ctx).query.gameId);
      return { game, players, caller: policies.callerIn(currentUser(ctx), game, players) };
    },
    { readsNoProjection: true },
  );
