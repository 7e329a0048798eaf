import { z } from 'zod';

/** Entity ids travel as strings (MongoDB ObjectIds rendered as hex, or any other string key). */
export const id = z.string().min(1);

/**
 * A date on the wire: an ISO 8601 string (date-time or date-only) or a Date object (what mongoose hands a
 * server before serialising). Always parses to the ISO date-time string, so both sides compare the same.
 */
export const isoDate = z
  .union([z.iso.datetime({ offset: true }), z.iso.date(), z.date()])
  .transform((value) => new Date(value).toISOString());

/** The same inputs as `isoDate`, parsed to a Date object for server code that computes with dates. */
export const dateValue = z
  .union([z.iso.datetime({ offset: true }), z.iso.date(), z.date()])
  .transform((value) => new Date(value));

/** A whole number no smaller than 0 (counts, weeks, quantities). */
export const count = z.number().int().min(0);

/** Card games named by the product; only YUGIOH is implemented. */
export const cardGameTypes = ['YUGIOH', 'MTG', 'POKEMON'] as const;
export const cardGameType = z.enum(cardGameTypes);
export type CardGameType = z.infer<typeof cardGameType>;

/** A JSON error body of every service: `{message}` with the user-visible text. */
export const errorResponse = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

/** A query parameter that may repeat (`?a=1&a=2`): one value or many, parsed to a list. */
export const queryList = <T extends z.ZodType<string>>(item: T) =>
  z.union([item, z.array(item)]).transform((value) => (Array.isArray(value) ? value : [value]));

/** A whole-number query parameter (query values arrive as strings). */
export const queryInt = z.coerce.number().int().min(0);
