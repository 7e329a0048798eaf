/**
 * Token times are whole seconds (`iat`), so a password change at 12:00:00.400 cuts off at 12:00:01: every
 * token issued up to the change is refused, and tokens issued from then on are dated no earlier than the
 * cut-off, so a new token made in that same second still works.
 */

/** The cut-off of a password change made at `now` (epoch ms), in epoch seconds. */
export const cutoffAt = (now: number = Date.now()): number => Math.floor(now / 1000) + 1;

/** The `iat` of a token issued at `now` for a user whose tokens are cut off at `cutoff`. */
export const issuedAtFor = (cutoff: number | undefined, now: number = Date.now()): number =>
  Math.max(Math.floor(now / 1000), cutoff ?? 0);
