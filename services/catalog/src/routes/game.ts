import { z } from 'zod';

/** The message of a 400 for a card game other than YUGIOH (MTG and POKEMON are named but not built). */
export const unsupportedGameMessage = (game: string) =>
  `The card game ${game} is not supported: only YUGIOH cards are available`;

/** `game` query parameter: YUGIOH only, with a clear message for any other value. */
export const yugiohGame = z
  .string({ error: 'The game query parameter is required (game=YUGIOH)' })
  .refine((game) => game === 'YUGIOH', { error: (issue) => unsupportedGameMessage(String(issue.input)) });
