import { createHash } from 'node:crypto';

/**
 * An ObjectId-shaped id derived from what identifies a thing (e.g. game, week, player of a weekly draft),
 * so a redelivered event or a second replica upserts the same document instead of creating another.
 */
export const derivedId = (...parts: Array<string | number>): string =>
  createHash('sha1').update(parts.join(':')).digest('hex').slice(0, 24);
