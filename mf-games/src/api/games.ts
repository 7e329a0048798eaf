import {
  activePlayerResponse,
  createGameResponse,
  game,
  gamesResponse,
  inviteValidationResponse,
  joinGameResponse,
  playersResponse,
  type Game,
  type GameSettings,
  type Player,
} from '@progression/contracts';
import { api } from '@progression/platform';

const base = '/rest/api/progression-game';

/** The caller's games. */
export async function fetchGames(signal?: AbortSignal): Promise<Game[]> {
  return (await api.get(base, { parse: gamesResponse.parse, signal })).games;
}

/** One of the caller's games (404 for a game the caller does not play in). */
export function fetchGameById(id: string, signal?: AbortSignal): Promise<Game> {
  return api.get(`${base}/${encodeURIComponent(id)}`, { parse: game.parse, signal });
}

export function createGame(modeId: string, settings: GameSettings): Promise<Game> {
  return api.post(base, { modeId, settings }, { parse: createGameResponse.parse });
}

export function joinGame(inviteCode: string): Promise<Game> {
  return api.put(`${base}/invite`, undefined, { query: { inviteCode }, parse: joinGameResponse.parse });
}

export async function isInviteCodeValid(inviteCode: string, signal?: AbortSignal): Promise<boolean> {
  const response = await api.get(`${base}/invite-code/validation`, {
    query: { inviteCode },
    parse: inviteValidationResponse.parse,
    signal,
  });
  return response.valid;
}

/** The caller's player in a game. */
export function fetchActivePlayer(gameId: string, signal?: AbortSignal): Promise<Player> {
  return api.get('/rest/api/game-player/user', {
    query: { gameId },
    parse: activePlayerResponse.parse,
    signal,
  });
}

/** Every player of a game. */
export async function fetchPlayersOfGame(gameId: string, signal?: AbortSignal): Promise<Player[]> {
  const response = await api.get('/rest/api/game-player', {
    query: { gameId },
    parse: playersResponse.parse,
    signal,
  });
  return response.players;
}
