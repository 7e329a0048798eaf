import { z } from 'zod';
import {
  gameScores,
  match,
  matchBye,
  matchConfig,
  matchLeg,
  matchLegEntry,
  matchStanding,
  maxAutoConfirmHours,
  minAutoConfirmHours,
  pairings,
  swissStanding,
} from '../entities';
import { id } from '../primitives';
import { messages } from '../messages';

/** GET /rest/api/matches?game= */
export const matchesQuery = z.object({ game: id });
export type MatchesQuery = z.infer<typeof matchesQuery>;
export const matchesResponse = z.object({ matches: z.array(match), byes: z.array(matchBye).default([]) });
export type MatchesResponse = z.infer<typeof matchesResponse>;

/**
 * PUT /rest/api/matches/{id}: sets the winner, or resets it when empty; answers the match. `score` (the
 * winner's games first) may come with a winner; empty or absent means none.
 */
export const matchUpdatePayload = z.object({
  winnerId: z.union([id, z.literal(''), z.null()]).transform((value) => value || null),
  score: z
    .union([z.enum(gameScores), z.literal(''), z.null()], { error: messages.matchResults.invalidScore })
    .optional()
    .transform((value) => value || null),
});
export type MatchUpdatePayload = z.infer<typeof matchUpdatePayload>;
export const matchUpdateResponse = match;

/** GET and PUT /rest/api/match-config?gameId= */
export const matchConfigQuery = z.object({ gameId: id });
export type MatchConfigQuery = z.infer<typeof matchConfigQuery>;
/** Most placement scores a config holds (a game has far fewer players). */
export const maxPlacementScores = 64;
/** Longest leg, in weeks. */
export const maxLegLength = 1000;
/** Most Swiss rounds in a week. */
export const maxSwissRounds = 20;
const wholeAtLeastZero = (field: string) =>
  z
    .number({ error: messages.matches.atLeastZero(field) })
    .int({ error: messages.matches.atLeastZero(field) })
    .min(0, { error: messages.matches.atLeastZero(field) });
const autoConfirmHoursRange = messages.matchResults.autoConfirmHoursRange(
  minAutoConfirmHours,
  maxAutoConfirmHours,
);
export const matchConfigPayload = z.object({
  legsEnabled: z.boolean({ error: messages.errors.invalidField('legsEnabled') }),
  legLength: wholeAtLeastZero('leg length').max(maxLegLength, {
    error: messages.errors.invalidField('legLength'),
  }),
  // Whole points: match.leg.completed carries them as counts.
  placementScores: z
    .array(wholeAtLeastZero('placement score'), { error: messages.errors.invalidField('placementScores') })
    .max(maxPlacementScores, { error: messages.matches.tooManyPlacementScores(maxPlacementScores) }),
  // Optional, so a client that knows only the legs keeps the pairing as it is.
  pairing: z.enum(pairings, { error: messages.errors.invalidField('pairing') }).optional(),
  swissRounds: z
    .number({ error: messages.matches.swissRoundsRange(maxSwissRounds) })
    .int({ error: messages.matches.swissRoundsRange(maxSwissRounds) })
    .min(1, { error: messages.matches.swissRoundsRange(maxSwissRounds) })
    .max(maxSwissRounds, { error: messages.matches.swissRoundsRange(maxSwissRounds) })
    .optional(),
  // Confirmed results; optional, so a client that knows only the legs keeps them as they are.
  confirmResults: z.boolean({ error: messages.errors.invalidField('confirmResults') }).optional(),
  autoConfirmHours: z
    .number({ error: autoConfirmHoursRange })
    .int({ error: autoConfirmHoursRange })
    .min(minAutoConfirmHours, { error: autoConfirmHoursRange })
    .max(maxAutoConfirmHours, { error: autoConfirmHoursRange })
    .optional(),
});
export type MatchConfigPayload = z.infer<typeof matchConfigPayload>;
export const matchConfigResponse = matchConfig;

/**
 * GET /rest/api/match-legs?gameId=: the legs, Current Scores (completed legs only, summed and placed by
 * points) and the standings over every week (shown when legs are off).
 */
export const matchLegsResponse = z.object({
  legs: z.array(matchLeg),
  currentScores: z.array(matchLegEntry),
  standings: z.array(matchStanding),
  /** With Swiss pairing, the standings with their tiebreakers (empty in a round robin). */
  swissStandings: z.array(swissStanding).default([]),
});
export type MatchLegsResponse = z.infer<typeof matchLegsResponse>;

/** POST /rest/api/match-rounds?gameId=: the admin pairs the next Swiss round of the active week. */
export const matchRoundResponse = z.object({
  weekNum: z.number().int().min(1),
  round: z.number().int().min(1),
  matches: z.array(match),
  /** The player with the round's bye (an odd count), or null. */
  byePlayerId: z.string().nullable(),
});
export type MatchRoundResponse = z.infer<typeof matchRoundResponse>;
