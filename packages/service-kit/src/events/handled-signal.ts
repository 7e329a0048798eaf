/**
 * When this service's consumers acknowledge what they handled, for reads waiting on them (consistency.ts):
 * a wait looks at JetStream again at once instead of at its next poll. JetStream stays the judge of how
 * far a consumer got (another replica's work counts too); this only says when to look.
 */
const wakers = new Map<string, Set<() => void>>();

/** The bus acknowledged messages of `consumer` here. */
export function noteHandled(consumer: string): void {
  const waiting = wakers.get(consumer);
  if (!waiting) return;
  wakers.delete(consumer);
  for (const wake of waiting) wake();
}

/** Resolves after `ms` (false), or sooner once `consumer` acknowledged a message here (true). */
export function handledOrAfter(consumer: string, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const waiting = wakers.get(consumer) ?? new Set<() => void>();
    wakers.set(consumer, waiting);
    const done = (handled: boolean) => {
      clearTimeout(timer);
      waiting.delete(woken);
      if (waiting.size === 0 && wakers.get(consumer) === waiting) wakers.delete(consumer);
      resolve(handled);
    };
    const woken = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    waiting.add(woken);
  });
}
