import type { gamesCalls, Game } from '@progression/contracts';
import type { CallClient, OnBehalf } from '@progression/service-kit';

/** What this service asks of the games service. */
export interface GamesClient {
  /** The game as the caller sees it; 404 (passed through) when they do not play in it. */
  gameOfCaller(gameId: string, call: OnBehalf): Promise<Game>;
}

/**
 * The games calls this service makes, over the client built from games' declarations in the contracts
 * (`gamesCalls`): no path or reply schema is written here. Tests pass `fakeCalls(gamesCalls, {...})`.
 */
export function gamesClient(games: CallClient<typeof gamesCalls>): GamesClient {
  return { gameOfCaller: (gameId, call) => games.gameOfCaller({ params: { id: gameId } }, call) };
}
