import { z } from 'zod';
import {
  matchConfigPayload,
  matchesResponse,
  matchLegsResponse,
  matchRoundResponse,
  matchUpdatePayload,
} from '../api/matches';
import { matchDisputePayload } from '../api/match-results';
import { match, matchConfig } from '../entities';
import { objectId } from '../primitives';
import { defineRoute } from './define';

const ofGame = z.object({ gameId: objectId });

/** Matches: each week's pairings, their results, the scoring config and the standings. */
export const matchesRoutes = {
  listMatches: defineRoute({
    method: 'GET',
    path: '/rest/api/matches',
    summary: "A game's matches",
    token: 'user',
    query: z.object({ game: objectId }),
    reply: matchesResponse,
    refusals: [404],
  }),
  reportMatch: defineRoute({
    method: 'PUT',
    path: '/rest/api/matches/:id',
    summary: 'Report the winner of a match, or reset its result',
    description:
      "A player of the match or the game's admin; an empty `winnerId` resets the result. With `confirmResults` " +
      "on, a player's result waits for the opponent (PENDING); the admin's is confirmed at once.",
    token: 'user',
    params: z.object({ id: objectId }),
    body: matchUpdatePayload,
    reply: match,
    refusals: [403, 404, 409],
  }),
  // Confirmed results: the opponent of the player who reported answers the pending result.
  confirmResult: defineRoute({
    method: 'POST',
    path: '/rest/api/matches/:id/confirm',
    summary: 'Confirm the pending result of a match (its opponent)',
    description:
      'The player who did not report the pending result confirms it; it counts from then on. ' +
      'The game admin settles results with PUT instead.',
    token: 'user',
    params: z.object({ id: objectId }),
    reply: match,
    refusals: [403, 404, 409],
  }),
  disputeResult: defineRoute({
    method: 'POST',
    path: '/rest/api/matches/:id/dispute',
    summary: 'Dispute the pending result of a match with a reason (its opponent)',
    description: "The result then waits for the game's admin, who sets it with PUT (final).",
    token: 'user',
    params: z.object({ id: objectId }),
    body: matchDisputePayload,
    reply: match,
    refusals: [400, 403, 404, 409],
  }),
  matchConfig: defineRoute({
    method: 'GET',
    path: '/rest/api/match-config',
    summary: "A game's scoring and legs",
    token: 'user',
    query: ofGame,
    reply: matchConfig,
    refusals: [404],
  }),
  saveMatchConfig: defineRoute({
    method: 'PUT',
    path: '/rest/api/match-config',
    summary: "Save a game's scoring and legs (the game's admin)",
    token: 'user',
    query: ofGame,
    body: matchConfigPayload,
    reply: matchConfig,
    refusals: [403, 404, 409],
  }),
  pairNextRound: defineRoute({
    method: 'POST',
    path: '/rest/api/match-rounds',
    summary: "Pair the next Swiss round of the active week (the game's admin)",
    description:
      'Pairs the next round even when results of the current one are missing (their matches stay open). ' +
      'A round is otherwise paired once every result of the round before it is in.',
    token: 'user',
    query: ofGame,
    reply: matchRoundResponse,
    refusals: [400, 403, 404],
  }),
  matchLegs: defineRoute({
    method: 'GET',
    path: '/rest/api/match-legs',
    summary: "The legs' tables, current scores and every week's standings",
    token: 'user',
    query: ofGame,
    reply: matchLegsResponse,
    refusals: [404],
  }),
};
