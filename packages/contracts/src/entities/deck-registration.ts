import { z } from 'zod';
import { deckCard } from './deck';
import { id, isoDate } from '../primitives';

/**
 * A deck registered for a week (issue 25): a frozen copy of the deck's name and cards as they were at
 * registration, with the verdict given then (that week's banlist, the copies the player owned then).
 */
export const deckRegistration = z.object({
  gameId: id,
  week: z.number().int().min(1),
  playerId: id,
  /** The deck it was copied from; later changes to that deck do not reach the copy. */
  deckId: id,
  name: z.string(),
  cards: z.array(deckCard),
  valid: z.boolean(),
  /** Why the copy was not legal at registration, in the spec's words (empty when legal). */
  reasons: z.array(z.string()),
  registeredAt: isoDate,
});
export type DeckRegistration = z.infer<typeof deckRegistration>;

/** Why the admin's list flags a player: no registered deck, or one that was not legal at registration. */
export const registrationFlags = ['NOT_REGISTERED', 'NOT_LEGAL'] as const;
export const registrationFlag = z.enum(registrationFlags);
export type RegistrationFlag = z.infer<typeof registrationFlag>;

/** Whether a week still takes registrations, and what closes (or closed) it. */
export const registrationWindow = z.object({
  week: z.number().int().min(1),
  open: z.boolean(),
  /** The admin's closing time, if set. */
  closesAt: isoDate.nullable(),
  /** When the week's first result was reported (registration closed for good), if it was. */
  closedAt: isoDate.nullable(),
});
export type RegistrationWindow = z.infer<typeof registrationWindow>;
