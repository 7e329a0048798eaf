import {
  activePlayerResponse,
  game,
  gameAdviceResponse,
  gamesResponse,
  playersResponse,
  startNextWeekResponse,
  type Game,
  type Player,
} from '@progression/contracts';
import { api } from '@progression/platform';

const base = '/rest/api/progression-game';

/** The caller's games. */
export async function fetchGames(signal?: AbortSignal): Promise<Game[]> {
  return (await api.get(base, { parse: gamesResponse.parse, signal })).games;
}

export function fetchGameById(id: string, signal?: AbortSignal): Promise<Game> {
  return api.get(`${base}/${encodeURIComponent(id)}`, { parse: game.parse, signal });
}

/** The caller's player in a game. */
export function fetchActivePlayer(gameId: string, signal?: AbortSignal): Promise<Player> {
  return api.get('/rest/api/game-player/user', {
    query: { gameId },
    parse: activePlayerResponse.parse,
    signal,
  });
}

export async function fetchPlayersOfGame(gameId: string, signal?: AbortSignal): Promise<Player[]> {
  return (await api.get('/rest/api/game-player', { query: { gameId }, parse: playersResponse.parse, signal }))
    .players;
}

/** Players (ids) who have not played all their matches of the active week. */
export async function fetchMatchIssues(gameId: string, signal?: AbortSignal): Promise<string[]> {
  const advice = await api.get(`${base}/${encodeURIComponent(gameId)}/advice`, {
    parse: gameAdviceResponse.parse,
    signal,
  });
  return advice.playerMatchIssues;
}

/** Starts the game's next week and answers the game. */
export function startNextWeek(gameId: string): Promise<Game> {
  return api.post(`${base}/${encodeURIComponent(gameId)}/week`, undefined, {
    parse: startNextWeekResponse.parse,
  });
}
