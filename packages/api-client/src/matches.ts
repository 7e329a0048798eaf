import {
  matchConfigResponse,
  matchesResponse,
  matchLegsResponse,
  matchRoundResponse,
  matchUpdateResponse,
  type GameScore,
  type Match,
  type MatchConfig,
  type MatchConfigPayload,
  type MatchLegsResponse,
  type MatchesResponse,
  type MatchRoundResponse,
} from '@progression/contracts';
import { api } from '@progression/platform';
import { segment } from './path';

/** The matches service through the gateway: every reply parsed with its contracts schema. */
export const matches = {
  /** Every match of the game, in week order. */
  list: async (gameId: string, signal?: AbortSignal): Promise<Match[]> =>
    (await api.get('/rest/api/matches', { query: { game: gameId }, parse: matchesResponse.parse, signal }))
      .matches,

  /** Every match of the game in week order, and the Swiss rounds' byes. */
  listWithByes: (gameId: string, signal?: AbortSignal): Promise<MatchesResponse> =>
    api.get('/rest/api/matches', { query: { game: gameId }, parse: matchesResponse.parse, signal }),

  /** The game's admin pairs the next Swiss round of the active week. */
  pairNextRound: (gameId: string): Promise<MatchRoundResponse> =>
    api.post('/rest/api/match-rounds', undefined, { query: { gameId }, parse: matchRoundResponse.parse }),

  /** Sets the winner (a player id) with the game score if any, or resets the result with null. */
  report: (matchId: string, winnerId: string | null, score: GameScore | null = null): Promise<Match> =>
    api.put(
      `/rest/api/matches/${segment(matchId)}`,
      { winnerId: winnerId ?? '', ...(score && { score }) },
      { parse: matchUpdateResponse.parse },
    ),

  /** Confirmed results: the opponent confirms the pending result. */
  confirm: (matchId: string): Promise<Match> =>
    api.post(`/rest/api/matches/${segment(matchId)}/confirm`, undefined, {
      parse: matchUpdateResponse.parse,
    }),

  /** Confirmed results: the opponent disputes the pending result, with a reason for the admin. */
  dispute: (matchId: string, reason: string): Promise<Match> =>
    api.post(
      `/rest/api/matches/${segment(matchId)}/dispute`,
      { reason },
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
