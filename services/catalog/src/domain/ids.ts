import { createHash } from 'node:crypto';

/**
 * Ids derived from natural keys, so a re-import (or another database) gives every set and printing the
 * same id and other services' references stay valid. 24 hex digits, the shape of a Mongo ObjectId.
 */
function stableId(kind: string, ...parts: string[]): string {
  // The first 12 bytes as hex: a flat string (a slice of the 40-digit hex would keep that alive too).
  return createHash('sha1')
    .update([kind, ...parts].join('\u0000'))
    .digest()
    .toString('hex', 0, 12);
}

/** A set is keyed by its name (set codes are shared, e.g. the original and 25th-anniversary LOB). */
export const setIdOf = (setName: string) => stableId('set', setName);

/** A printing: a card in a set under one printed code at one rarity. */
export const setCardIdOf = (setName: string, printingCode: string, rarityText: string, cardId: string) =>
  stableId('set-card', setName, printingCode, rarityText, cardId);

/** Content hash of a document: a re-import writes only records whose hash changed. */
export function contentHash(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url');
}
