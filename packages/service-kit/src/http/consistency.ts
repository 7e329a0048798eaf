import type { Middleware } from 'koa';
import { consistencyHeader, consistencyReachedHeader, parseConsistencyToken } from '@progression/contracts';
import type { Consistency } from '../events/consistency';
import { trackPublished, type Published } from '../events/published-sequences';

/**
 * Reads see your own writes. A request carrying `Progression-Consistency: <sequence>` first waits (bounded)
 * until the service's projections applied the stream up to it, saying in `Progression-Consistency-Reached`
 * whether they did; a service without projections (`consistency` absent) runs it at once. A request that
 * publishes events answers with the highest sequence it published in `Progression-Consistency`.
 */
export function readYourWrites(consistency?: Consistency): Middleware {
  return async function waitAndAnswerToken(ctx, next) {
    const token = parseConsistencyToken(ctx.get(consistencyHeader));
    if (consistency && token !== undefined) {
      ctx.set(consistencyReachedHeader, String(await consistency.waitFor(token)));
    }
    const published: Published = { highest: 0 };
    try {
      await trackPublished(published, next);
    } finally {
      // Also when the route failed after publishing: its events stand.
      if (published.highest > 0) ctx.set(consistencyHeader, String(published.highest));
    }
  };
}
