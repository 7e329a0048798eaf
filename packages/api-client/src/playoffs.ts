import {
  playoffResponse,
  type Playoff,
  type ReportPlayoffPayload,
  type StartPlayoffPayload,
} from '@progression/contracts';
import { api } from '@progression/platform';
import { segment } from './path';

/** The playoffs (served by matches) through the gateway: every reply parsed with its contracts schema. */
export const playoffs = {
  /** The game's playoff; null before the admin starts it. */
  get: async (gameId: string, signal?: AbortSignal): Promise<Playoff | null> =>
    (await api.get('/rest/api/playoffs', { query: { gameId }, parse: playoffResponse.parse, signal }))
      .playoff,

  /** The game's admin starts the playoff of the top 4 or 8. */
  start: async (gameId: string, payload: StartPlayoffPayload): Promise<Playoff | null> =>
    (await api.post('/rest/api/playoffs', payload, { query: { gameId }, parse: playoffResponse.parse }))
      .playoff,

  /** A player of the match (or the admin) reports its winner and score; answers the whole bracket. */
  report: async (matchId: string, payload: ReportPlayoffPayload): Promise<Playoff | null> =>
    (
      await api.put(`/rest/api/playoff-matches/${segment(matchId)}`, payload, {
        parse: playoffResponse.parse,
      })
    ).playoff,
};
