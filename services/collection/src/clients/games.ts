import type { gamesCalls, Game, Player } from '@progression/contracts';
import type { CallClient } from '@progression/service-kit';

/** What this service asks of the games service. */
export interface GamesClient {
  /** The game and its players (service token); games' 404 passes through for an unknown game. */
  gameWithPlayers(gameId: string): Promise<{ game: Game; players: Player[] }>;
}

/** The games calls this service makes, over the client built from games' declarations. */
export function gamesClient(games: CallClient<typeof gamesCalls>): GamesClient {
  return { gameWithPlayers: (gameId) => games.internalGame({ params: { id: gameId } }) };
}
