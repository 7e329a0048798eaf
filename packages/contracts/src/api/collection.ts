import { z } from 'zod';
import { collectionItem, collectionQuery } from '../entities';
import { count, id, isoDate } from '../primitives';

/** POST /rest/api/collection?gameId= with body {sort, filters}. */
export const collectionParams = z.object({ gameId: id });
export type CollectionParams = z.infer<typeof collectionParams>;
/** Cards one page holds at most (the screen asks 100, then 52 at a time). */
export const maxCollectionPageSize = 500;
/**
 * The query plus paging: `offset` cards are skipped in the query's order (sort, then name, then card id,
 * so pages never overlap or leave gaps), and `pageSize` come back. The admin of the game may name a
 * player (`playerId`, a player id of the game) to read their collection; players read their own.
 */
export const collectionPayload = collectionQuery.extend({
  offset: z.number().int().min(0).default(0),
  pageSize: z.number().int().min(1).max(maxCollectionPageSize).default(100),
});
export type CollectionPayload = z.input<typeof collectionPayload>;
export const collectionQueryParams = z.object({ gameId: id, playerId: id.optional() });
export type CollectionQueryParams = z.infer<typeof collectionQueryParams>;
/** One page: its items, how many cards match in all, and the offset of the next page (null at the end). */
export const collectionResponse = z.object({
  items: z.array(collectionItem),
  total: z.number().int().min(0),
  nextOffset: z.number().int().min(0).nullable(),
});
export type CollectionResponse = z.infer<typeof collectionResponse>;

/** What one collection import takes at most, and the quantities a row may carry. */
export const collectionImportLimits = {
  /** Bytes of one CSV (a 10,000-row YGOPRODeck export is about 1 MB). */
  maxBytes: 4 * 1024 * 1024,
  /** Rows of one CSV, its header left out. */
  maxRows: 20_000,
  /** Copies one row may give. */
  maxQuantity: 999,
} as const;

/** The columns an imported CSV must have (YGOPRODeck's collection layout; the rest are read when present). */
export const collectionImportRequiredColumns = ['cardid', 'cardq'] as const;

/**
 * POST /rest/api/collection/import?gameId=&playerId=[&fileName=] with the CSV as a `text/csv` body (the
 * game's admin only); GET /rest/api/collection/imports?gameId=[&playerId=] reads the trail.
 */
export const collectionImportQuery = z.object({
  gameId: id,
  playerId: id,
  /** The file's name as the admin chose it, kept in the trail. */
  fileName: z.string().trim().max(200).optional(),
});
export type CollectionImportQuery = z.infer<typeof collectionImportQuery>;
export const collectionImportsQuery = z.object({ gameId: id, playerId: id.optional() });
export type CollectionImportsQuery = z.infer<typeof collectionImportsQuery>;

/** Why a row was refused. */
export const importRefusalReasons = [
  'UNKNOWN_CARD',
  'UNKNOWN_PRINTING',
  'BAD_QUANTITY',
  'MALFORMED_ROW',
] as const;
export const importRefusalReason = z.enum(importRefusalReasons);
export type ImportRefusalReason = z.infer<typeof importRefusalReason>;

/** A refused row: its line in the file (the header is line 1), why, and the text a user reads. */
export const importRefusal = z.object({
  row: z.number().int().min(2),
  reason: importRefusalReason,
  message: z.string(),
});
export type ImportRefusal = z.infer<typeof importRefusal>;

/** A row naming a card and printing an earlier row named: its copies were added to that row's. */
export const importMerge = z.object({
  row: z.number().int().min(2),
  intoRow: z.number().int().min(2),
});
export type ImportMerge = z.infer<typeof importMerge>;

/** One import as the trail keeps it: who imported which file into whom, when, and what it gave. */
export const collectionImportEntry = z.object({
  /** Derived from the game, the player and the file's bytes: the same file into the same player is one import. */
  id,
  gameId: id,
  playerId: id,
  playerName: z.string(),
  byUserId: id,
  byUsername: z.string(),
  fileName: z.string().nullable(),
  at: isoDate,
  /** The week the cards count as acquired in (the game's active week; 0 before the first). */
  week: count,
  /** Rows in the file, its header left out. */
  rows: count,
  /** Rows taken as a card or printing of their own. */
  taken: count,
  /** Rows whose card and printing an earlier row named (their copies added to it). */
  merged: count,
  refused: count,
  /** Copies the import gave. */
  copies: count,
});
export type CollectionImportEntry = z.infer<typeof collectionImportEntry>;

/** The answer to an import: the trail's entry, every refusal and merge, and whether it was already done. */
export const collectionImportReport = collectionImportEntry.extend({
  refusals: z.array(importRefusal),
  merges: z.array(importMerge),
  /** True when this file had been imported into this player before: nothing was added this time. */
  alreadyImported: z.boolean(),
});
export type CollectionImportReport = z.infer<typeof collectionImportReport>;

export const collectionImportsResponse = z.object({ imports: z.array(collectionImportEntry) });
export type CollectionImportsResponse = z.infer<typeof collectionImportsResponse>;
