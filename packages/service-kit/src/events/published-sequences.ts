import { AsyncLocalStorage } from 'node:async_hooks';

/** The highest stream sequence a request published so far (0: none). */
export interface Published {
  highest: number;
}

const current = new AsyncLocalStorage<Published>();

/**
 * Runs a request's work noting in `published` the stream sequence of every event it publishes, wherever
 * it publishes them (a route's `outbox.flush`, a direct `bus.publish`).
 */
export function trackPublished<T>(published: Published, run: () => Promise<T>): Promise<T> {
  return current.run(published, run);
}

/** Called by the bus for each acknowledged publish; outside a request (a handler, the relay's sweep) it does nothing. */
export function notePublished(sequence: number): void {
  const published = current.getStore();
  if (published && sequence > published.highest) published.highest = sequence;
}
