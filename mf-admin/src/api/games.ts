import { gameAdviceResponse, startNextWeekResponse, type Game } from '@progression/contracts';
import { api } from '@progression/platform';

const base = '/rest/api/progression-game';

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
