import { z } from 'zod';
import { messages } from '@progression/contracts';

/** `game` query parameter: YUGIOH only, with a clear message for any other value. */
export const yugiohGame = z
  .string({ error: messages.catalog.gameRequired })
  .refine((game) => game === 'YUGIOH', {
    error: (issue) => messages.catalog.unsupportedGame(String(issue.input)),
  });

/** A card id as the catalog keys cards: a passcode of at most 12 digits (any artwork's). */
export const passcode = z
  .string({ error: messages.catalog.invalidCardId })
  .regex(/^\d{1,12}$/, { error: messages.catalog.invalidCardId });
