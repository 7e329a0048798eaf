/**
 * Reads see your own writes (docs/architecture.md). A write that publishes events answers with the highest
 * stream sequence it published in `Progression-Consistency`; a request that sends a sequence back in the
 * same header is answered once the service's projections have applied every event up to it, or after a
 * bound, with `Progression-Consistency-Reached: false`.
 */
export const consistencyHeader = 'Progression-Consistency';

/** `true` when the service's projections had applied the request's sequence, `false` when it gave up waiting. */
export const consistencyReachedHeader = 'Progression-Consistency-Reached';

/** A sequence as the header carries it (a positive whole number), or undefined for anything else. */
export function parseConsistencyToken(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value.trim())) return undefined;
  const sequence = Number(value.trim());
  return sequence > 0 ? sequence : undefined;
}
