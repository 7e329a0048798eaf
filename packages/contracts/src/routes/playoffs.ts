import { z } from 'zod';
import { playoffResponse, reportPlayoffPayload, startPlayoffPayload } from '../api/playoffs';
import { objectId } from '../primitives';
import { defineRoute } from './define';

const ofGame = z.object({ gameId: objectId });

/** Playoffs (served by matches): a game's single-elimination bracket of the top of its season. */
export const playoffsRoutes = {
  playoff: defineRoute({
    method: 'GET',
    path: '/rest/api/playoffs',
    summary: "A game's playoff bracket",
    description: 'Every player of the game; `playoff` is null until the admin starts it.',
    token: 'user',
    query: ofGame,
    reply: playoffResponse,
    refusals: [404],
  }),
  startPlayoff: defineRoute({
    method: 'POST',
    path: '/rest/api/playoffs',
    summary: "Start the playoff of the top 4 or 8 (the game's admin)",
    description:
      "Once the last week of the game's plan has started and while the game is in progress; seeded by the " +
      'season standings with their tiebreakers. 409 when it has already started, the season is not at its ' +
      'end, or the game has too few players.',
    token: 'user',
    query: ofGame,
    body: startPlayoffPayload,
    status: 201,
    reply: playoffResponse,
    refusals: [403, 404, 409, 502],
  }),
  reportPlayoffMatch: defineRoute({
    method: 'PUT',
    path: '/rest/api/playoff-matches/:id',
    summary: 'Report the winner and score of a playoff match',
    description:
      "One of the two players or the game's admin. The same result again changes nothing; a different one " +
      "is the admin's correction, allowed while the next round's match is not played.",
    token: 'user',
    params: z.object({ id: objectId }),
    body: reportPlayoffPayload,
    reply: playoffResponse,
    refusals: [403, 404, 409],
  }),
};
