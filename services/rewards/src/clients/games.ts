import type { gamesCalls, InternalGame, Player } from '@progression/contracts';
import type { CallClient, OnBehalf } from '@progression/service-kit';

/** What this service asks of the games service. */
export interface GamesClient {
  /** The caller's player in the game (with `isAdmin`); 404 (passed through) when they do not play in it. */
  playerOfCaller(gameId: string, call: OnBehalf): Promise<Player>;
  /** The game, its players and its plan (service token); games' 404 passes through for an unknown game. */
  internalGame(gameId: string): Promise<InternalGame>;
}

/** The games calls this service makes, over the client built from games' declarations. */
export function gamesClient(games: CallClient<typeof gamesCalls>): GamesClient {
  return {
    playerOfCaller: (gameId, call) => games.playerOfCaller({ query: { gameId } }, call),
    internalGame: (gameId) => games.internalGame({ params: { id: gameId } }),
  };
}
