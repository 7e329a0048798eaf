import type { Game, Player } from '@progression/contracts';
import { api } from './api';

// The schemas (and zod with them) are fetched on first use, so the login page loads without them.
const responseSchemas = () => import('@progression/contracts');

const gamesPath = '/rest/api/progression-game';

/** The caller's games (GET /rest/api/progression-game). */
export async function fetchGames(signal?: AbortSignal): Promise<Game[]> {
  const { gamesResponse } = await responseSchemas();
  return (await api.get(gamesPath, { parse: gamesResponse.parse, signal })).games;
}

/** One of the caller's games (404 for a game the caller does not play in). */
export async function fetchGameById(gameId: string, signal?: AbortSignal): Promise<Game> {
  const { game } = await responseSchemas();
  return api.get(`${gamesPath}/${encodeURIComponent(gameId)}`, { parse: game.parse, signal });
}

/** The caller's player in a game (GET /rest/api/game-player/user?gameId=). */
export async function fetchActivePlayer(gameId: string, signal?: AbortSignal): Promise<Player> {
  const { activePlayerResponse } = await responseSchemas();
  return api.get('/rest/api/game-player/user', {
    query: { gameId },
    parse: activePlayerResponse.parse,
    signal,
  });
}

/** Every player of a game (GET /rest/api/game-player?gameId=). */
export async function fetchPlayersOfGame(gameId: string, signal?: AbortSignal): Promise<Player[]> {
  const { playersResponse } = await responseSchemas();
  const response = await api.get('/rest/api/game-player', {
    query: { gameId },
    parse: playersResponse.parse,
    signal,
  });
  return response.players;
}
