import { z } from 'zod';
import { deckRegistration, registrationFlag, registrationWindow } from '../entities/deck-registration';
import { messages } from '../messages';
import { id, objectId } from '../primitives';

/** Registered decks (issue 25): the payloads of `/rest/api/deck-registrations`. */

/** Weeks a query may name: any started week (a game plays far fewer than this). */
const maxWeek = 1000;
const weekNumber = z.coerce
  .number({ error: messages.errors.invalidField('week') })
  .int({ error: messages.errors.invalidField('week') })
  .min(1, { error: messages.errors.invalidField('week') })
  .max(maxWeek, { error: messages.errors.invalidField('week') });

/** The game (and, when given, the week; the active week otherwise) a registration query is about. */
export const registrationQuery = z.object({ gameId: id, week: weekNumber.optional() });
export type RegistrationQuery = z.infer<typeof registrationQuery>;

/** PUT /rest/api/deck-registrations?gameId=: registers one of the caller's decks for the active week. */
export const registerDeckPayload = z.object({ deckId: objectId }, { error: messages.errors.invalidRequest });
export type RegisterDeckPayload = z.infer<typeof registerDeckPayload>;

/** An opponent whose registered deck the caller may see: they have a reported match this week. */
export const registrationOpponent = z.object({ playerId: id, username: z.string() });
export type RegistrationOpponent = z.infer<typeof registrationOpponent>;

/** GET /rest/api/deck-registrations?gameId=[&week=]: the caller's registration and opponents. */
export const myRegistrationResponse = z.object({
  window: registrationWindow,
  registration: deckRegistration.nullable(),
  opponents: z.array(registrationOpponent),
});
export type MyRegistrationResponse = z.infer<typeof myRegistrationResponse>;

/** A registered deck the caller may see: whose, and of which week (its content is a read of its own). */
export const visibleRegistration = z.object({ week: z.number().int().min(1), playerId: id });
export type VisibleRegistration = z.infer<typeof visibleRegistration>;

/**
 * GET /rest/api/deck-registrations/visible?gameId=: every registered deck of the game's started weeks that
 * the caller may see, by week and player (the matches list offers "View" for these only).
 */
export const visibleRegistrationsResponse = z.object({ registrations: z.array(visibleRegistration) });
export type VisibleRegistrationsResponse = z.infer<typeof visibleRegistrationsResponse>;

/** One player of the game in the admin's list: their registration, flagged when there is no legal one. */
export const registrationOfPlayer = z.object({
  playerId: id,
  username: z.string(),
  registration: deckRegistration.nullable(),
  /** Null when the player has a legal registered deck. */
  flag: registrationFlag.nullable(),
});
export type RegistrationOfPlayer = z.infer<typeof registrationOfPlayer>;

/** GET /rest/api/deck-registrations/week?gameId=[&week=]: every player's registration (the admin). */
export const weekRegistrationsResponse = z.object({
  window: registrationWindow,
  players: z.array(registrationOfPlayer),
});
export type WeekRegistrationsResponse = z.infer<typeof weekRegistrationsResponse>;

/**
 * PUT /rest/api/deck-registrations/week/close-time?gameId=: the admin's closing time of a week's
 * registration (the active week or the next), or null to clear it. A time with its offset.
 */
export const registrationCloseTimePayload = z.object(
  {
    week: z
      .number({ error: messages.errors.invalidField('week') })
      .int({ error: messages.errors.invalidField('week') })
      .min(1, { error: messages.errors.invalidField('week') })
      .max(maxWeek, { error: messages.errors.invalidField('week') }),
    closesAt: z.iso.datetime({ offset: true, error: messages.errors.invalidField('closesAt') }).nullable(),
  },
  { error: messages.errors.invalidRequest },
);
export type RegistrationCloseTimePayload = z.infer<typeof registrationCloseTimePayload>;

/** GET /rest/api/deck-registrations/players/{playerId}?gameId=[&week=]: one player's registered deck. */
export const playerRegistrationParams = z.object({ playerId: objectId });
