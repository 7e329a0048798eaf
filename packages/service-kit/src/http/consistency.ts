import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { consistencyHeader, consistencyReachedHeader, parseConsistencyToken } from '@progression/contracts';
import type { Consistency } from '../events/consistency';
import { trackPublished, type Published } from '../events/published-sequences';
import { isAccessCheck, readsNoProjection } from './access';
import { deferProjectionWait } from './projection-wait';

const isValidator = (middleware: Middleware) => 'schemas' in middleware;

/**
 * Whether the one route the request matches starts with an access check that reads no projection (after
 * validators of its params and query, which read nothing): that check may run while the projections catch up.
 */
function accessRunsMeanwhile(routers: readonly Router[], ctx: Context): boolean {
  const layers = routers.flatMap((router) => router.match(ctx.path, ctx.method).pathAndMethod);
  if (layers.length !== 1) return false;
  const stack = layers[0]!.stack as Middleware[];
  const check = stack.findIndex(isAccessCheck);
  return check >= 0 && readsNoProjection(stack[check]!) && stack.slice(0, check).every(isValidator);
}

/**
 * Reads see your own writes. A request carrying `Progression-Consistency: <sequence>` waits (bounded)
 * until the service's projections applied the stream up to it, saying in `Progression-Consistency-Reached`
 * whether they did; a service without projections (`consistency` absent) runs it at once. The wait comes
 * before the route, or, when the route's access check reads no projection, beside that check. A request
 * that publishes events answers with the highest sequence it published in `Progression-Consistency`.
 */
export function readYourWrites(consistency?: Consistency, routers: readonly Router[] = []): Middleware {
  return async function waitAndAnswerToken(ctx, next) {
    const token = parseConsistencyToken(ctx.get(consistencyHeader));
    if (consistency && token !== undefined) {
      const reached = consistency
        .waitFor(token)
        .then((done) => void ctx.set(consistencyReachedHeader, String(done)));
      if (accessRunsMeanwhile(routers, ctx)) deferProjectionWait(ctx, reached);
      else await reached;
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
