import { z } from 'zod';
import { messages } from './messages';

/** Entity ids travel as strings (MongoDB ObjectIds rendered as hex, or any other string key). */
export const id = z.string().min(1).max(200);

/**
 * A MongoDB ObjectId as 24 hexadecimal digits. An id that goes into a query or another service's URL is
 * checked with this first, so a malformed one is a clear 400 and never reaches the other service.
 */
export const objectId = z.string({ error: messages.errors.invalidId }).regex(/^[0-9a-fA-F]{24}$/, {
  error: messages.errors.invalidId,
});

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
const controlCharacters = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/**
 * A name a user types and others read (a mode, a pool): trimmed, not blank, at most `max` characters and
 * without control characters. Each case reports its own message.
 */
export const displayName = (max: number) =>
  z
    .string({ error: messages.names.required })
    .trim()
    .min(1, { error: messages.names.required, abort: true })
    .max(max, { error: messages.names.tooLong(max), abort: true })
    .refine((value) => !controlCharacters.test(value), { error: messages.names.controlCharacters });

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

/** Values one repeated query parameter may carry unless a route says otherwise. */
export const maxQueryListValues = 1000;

/**
 * A query parameter that may repeat (`?a=1&a=2`): one value or many (at most `max`), parsed to a list.
 */
export const queryList = <T extends z.ZodType<string>>(item: T, max = maxQueryListValues) =>
  z
    .union([item, z.array(item)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .refine((list) => list.length <= max, { error: messages.errors.tooManyValues(max) });

/** A whole-number query parameter (query values arrive as strings). */
export const queryInt = z.coerce.number().int().min(0);
