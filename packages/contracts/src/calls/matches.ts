import { z } from 'zod';
import { matchLegsResponse, matchesQuery, matchesResponse } from '../api/matches';
import { match } from '../entities';
import { id, objectId } from '../primitives';
import { defineCall } from './define';

/** The user a service acts for (`/internal/as-user/{userId}/...`). */
export const asUserParams = z.object({ userId: objectId });

/**
 * What other services ask of the matches service. The chat bot acts for the Discord user's linked account
 * through `/internal/as-user/{userId}/rest/api/...`: the public routes mounted again, with the same rules.
 */
export const matchesCalls = {
  /** Public: a game's matches as the calling user sees them. */
  matches: defineCall({
    method: 'GET',
    path: '/rest/api/matches',
    query: matchesQuery,
    reply: matchesResponse,
  }),
  /** A game's matches as the user sees them. */
  matchesAsUser: defineCall({
    method: 'GET',
    path: '/internal/as-user/:userId/rest/api/matches',
    params: asUserParams,
    query: matchesQuery,
    reply: matchesResponse,
  }),
  /** A game's legs, Current Scores and standings as the user sees them. */
  matchLegsAsUser: defineCall({
    method: 'GET',
    path: '/internal/as-user/:userId/rest/api/match-legs',
    params: asUserParams,
    query: z.object({ gameId: id }),
    reply: matchLegsResponse,
  }),
  /**
   * Players with unplayed matches in a week of a game, each with how many (service token): the check of a
   * scheduled week start and the reminder before it. An unknown game or week has none.
   */
  unplayedMatches: defineCall({
    method: 'GET',
    path: '/internal/matches/unplayed',
    query: z.object({ game: id, week: z.coerce.number().int().min(1) }),
    reply: z.object({ players: z.array(z.object({ playerId: id, unplayed: z.number().int().min(1) })) }),
  }),
  /** The user reports a match's winner, with the web app's rules; answers the match. */
  reportAsUser: defineCall({
    method: 'PUT',
    path: '/internal/as-user/:userId/rest/api/matches/:id',
    params: asUserParams.extend({ id }),
    body: z.object({ winnerId: id }),
    reply: match,
  }),
  /** Confirmed results: the user confirms the pending result their opponent reported; answers the match. */
  confirmAsUser: defineCall({
    method: 'POST',
    path: '/internal/as-user/:userId/rest/api/matches/:id/confirm',
    params: asUserParams.extend({ id }),
    reply: match,
  }),
};
