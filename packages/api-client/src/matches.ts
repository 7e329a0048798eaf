import {
  matchConfigResponse,
  matchesResponse,
  matchLegsResponse,
  matchUpdateResponse,
  type Match,
  type MatchConfig,
  type MatchConfigPayload,
  type MatchLegsResponse,
} from '@progression/contracts';
import { api } from '@progression/platform';
import { segment } from './path';

/** The matches service through the gateway: every reply parsed with its contracts schema. */
export const matches = {
  /** Every match of the game, in week order. */
  list: async (gameId: string, signal?: AbortSignal): Promise<Match[]> =>
    (await api.get('/rest/api/matches', { query: { game: gameId }, parse: matchesResponse.parse, signal }))
      .matches,

  /** Sets the winner (a player id), or resets the result with null. */
  report: (matchId: string, winnerId: string | null): Promise<Match> =>
    api.put(
      `/rest/api/matches/${segment(matchId)}`,
      { winnerId: winnerId ?? '' },
      { parse: matchUpdateResponse.parse },
    ),

  config: (gameId: string, signal?: AbortSignal): Promise<MatchConfig> =>
    api.get('/rest/api/match-config', { query: { gameId }, parse: matchConfigResponse.parse, signal }),

  saveConfig: (gameId: string, payload: MatchConfigPayload): Promise<MatchConfig> =>
    api.put('/rest/api/match-config', payload, { query: { gameId }, parse: matchConfigResponse.parse }),

  /** The legs' tables, Current Scores (completed legs only) and the standings of every week. */
  scores: (gameId: string, signal?: AbortSignal): Promise<MatchLegsResponse> =>
    api.get('/rest/api/match-legs', { query: { gameId }, parse: matchLegsResponse.parse, signal }),
};
