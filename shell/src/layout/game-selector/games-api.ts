import { activePlayerResponse, gamesResponse, type Game, type Player } from '@progression/contracts';
import { api } from '@progression/platform';

/** The caller's games (GET /rest/api/progression-game). */
export async function fetchGames(signal?: AbortSignal): Promise<Game[]> {
  return (await api.get('/rest/api/progression-game', { parse: gamesResponse.parse, signal })).games;
}

/** The caller's player in a game (GET /rest/api/game-player/user?gameId=). */
export function fetchActivePlayer(gameId: string, signal?: AbortSignal): Promise<Player> {
  return api.get('/rest/api/game-player/user', {
    query: { gameId },
    parse: activePlayerResponse.parse,
    signal,
  });
}
