/**
 * When this service's bus acknowledges messages, for reads waiting on consumers (consistency.ts): a wait
 * looks at JetStream again at once instead of at its next poll. Any acknowledgement wakes every wait: one
 * of the service's own consumers moved, or (for a wait on another service's consumer, as decks waits for
 * the collection's) an event that consumer published arrived here, so it has likely moved too. JetStream
 * stays the judge of how far a consumer got; this only says when to look.
 */
const wakers = new Set<() => void>();

/** The bus acknowledged messages here. */
export function noteHandled(): void {
  for (const wake of [...wakers]) wake();
}

/** Resolves after `ms` (false), or sooner once the bus acknowledged messages here (true). */
export function handledOrAfter(ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (handled: boolean) => {
      clearTimeout(timer);
      wakers.delete(woken);
      resolve(handled);
    };
    const woken = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    wakers.add(woken);
  });
}
