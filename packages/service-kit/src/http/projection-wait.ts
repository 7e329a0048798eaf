import type { Context } from 'koa';

/** The projections' wait `readYourWrites` left to a request's access check (see `AccessOptions`). */
const deferred = new WeakMap<Context, Promise<void>>();

/** Leaves the request's wait for its projections to the route's access check, which runs meanwhile. */
export function deferProjectionWait(ctx: Context, wait: Promise<void>): void {
  deferred.set(ctx, wait);
}

/** The wait left to this request's access check; undefined when there is none left (done before, or none). */
export function projectionsReached(ctx: Context): Promise<void> | undefined {
  return deferred.get(ctx);
}
