import { z } from 'zod';
import { match, matchConfig, matchLeg } from '../entities';
import { id } from '../primitives';

/** GET /rest/api/matches?game= */
export const matchesQuery = z.object({ game: id });
export type MatchesQuery = z.infer<typeof matchesQuery>;
export const matchesResponse = z.object({ matches: z.array(match) });
export type MatchesResponse = z.infer<typeof matchesResponse>;

/** PUT /rest/api/matches/{id}: sets the winner, or resets it when empty; answers the match. */
export const matchUpdatePayload = z.object({
  winnerId: z.union([id, z.literal(''), z.null()]).transform((value) => value || null),
});
export type MatchUpdatePayload = z.infer<typeof matchUpdatePayload>;
export const matchUpdateResponse = match;

/** GET and PUT /rest/api/match-config?gameId= */
export const matchConfigQuery = z.object({ gameId: id });
export type MatchConfigQuery = z.infer<typeof matchConfigQuery>;
export const matchConfigPayload = matchConfig.pick({
  legsEnabled: true,
  legLength: true,
  placementScores: true,
});
export type MatchConfigPayload = z.infer<typeof matchConfigPayload>;
export const matchConfigResponse = matchConfig;

/** GET /rest/api/match-legs?gameId= */
export const matchLegsResponse = z.object({ legs: z.array(matchLeg) });
export type MatchLegsResponse = z.infer<typeof matchLegsResponse>;
