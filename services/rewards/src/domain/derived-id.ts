import { createHash } from 'node:crypto';

/**
 * A 24-hex id derived from its parts: the same grant, history entry or draft always gets the same id, so
 * an insert-only upsert under it happens once whatever the redeliveries, replicas and retries.
 */
export function derivedId(...parts: (string | number)[]): string {
  return createHash('sha1').update(parts.join('\u0000')).digest('hex').slice(0, 24);
}
