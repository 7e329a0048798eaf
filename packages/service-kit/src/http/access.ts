import type { Context, Middleware } from 'koa';
import { currentPrincipal, currentUser, requireService } from '../auth';
import { projectionsReached } from './projection-wait';

/** Marks a middleware as a route's access check, for `validate` and `createServiceApp` to recognise. */
const accessCheckTag = Symbol('access check');
/** Marks an access check that reads no projection (`AccessOptions.readsNoProjection`). */
const readsNoProjectionTag = Symbol('reads no projection');
/** Requests an access check let through. */
const granted = new WeakSet<Context>();

/** The request as an access check sees it: the route's path params and the query (never the body). */
export type AccessContext = Context & { params: Record<string, string | undefined> };

/** A route's access check, with what it loaded for the handler. */
export interface Access<T> extends Middleware {
  /** What the check loaded (the game, the caller's player...). */
  of(ctx: Context): T;
}

/**
 * A route's access check. `check` finds what the policy needs from the params and query only (the body is
 * not read yet) and throws 401/403/404 when the caller may not act, so a refused caller learns nothing of
 * the route's body rules. Declare it before `validate({ body })`: `validate` refuses to read a body no
 * access check let through, and `createServiceApp` refuses a route that validates a body before one.
 *
 *   const mayEdit = access((ctx) => noteOfCaller(ctx, ctx.params.id));
 *   router.put('/:id', mayEdit, updateNote, async (ctx) => { const note = mayEdit.of(ctx); ... });
 */
export function access<T>(
  check: (ctx: AccessContext) => T | Promise<T>,
  options: AccessOptions = {},
): Access<T> {
  const loaded = new WeakMap<Context, T>();
  const middleware = (async (ctx, next) => {
    // The projections' wait, when `readYourWrites` left it to this check, ends before the route goes on.
    const [value] = await Promise.all([check(ctx as AccessContext), projectionsReached(ctx)]);
    loaded.set(ctx, value);
    granted.add(ctx);
    await next();
  }) as Access<T>;
  middleware.of = (ctx) => {
    if (!loaded.has(ctx)) throw new Error('read an access check the route did not run');
    return loaded.get(ctx) as T;
  };
  Object.defineProperty(middleware, accessCheckTag, { value: true });
  if (options.readsNoProjection) Object.defineProperty(middleware, readsNoProjectionTag, { value: true });
  return middleware;
}

export interface AccessOptions {
  /**
   * The check reads only the truth (another service's answer, this service's own records), never a copy
   * fed by events. A request carrying a consistency token then runs it while the projections catch up,
   * instead of after, and goes on once both are done (`readYourWrites`).
   */
  readsNoProjection?: boolean;
}

/** True for an access check that may run while the projections catch up. */
export function readsNoProjection(middleware: Middleware): boolean {
  return readsNoProjectionTag in middleware;
}

/** True for a middleware made by `access`. */
export function isAccessCheck(middleware: Middleware): boolean {
  return accessCheckTag in middleware;
}

/** True once an access check of the route let the caller through. */
export function accessGranted(ctx: Context): boolean {
  return granted.has(ctx);
}

/** Any signed-in user may act (403 for a service token); the route's own rules come from the body. */
export const anyUser = access(currentUser);

/** Any caller with a valid token acts, user or service (shared reference data such as the catalog). */
export const anyCaller = access(currentPrincipal);

/** Only services act (the `/internal` routes, which `guardPaths` already keeps to service tokens). */
export const servicesOnly = access(async (ctx) => {
  await requireService(ctx, async () => undefined);
  return currentPrincipal(ctx);
});

/** Anyone may act, signed in or not (registering, logging in). */
export const anyone = access(() => undefined);
