import type { Middleware } from 'koa';
import { requireService } from '../auth';

const apiPath = /^\/rest\/api(\/|$)/;
const internalPath = /^\/internal(\/|$)/;

/**
 * The one place a service checks tokens: every `/rest/api` route needs a valid token and every `/internal`
 * route a service token, so no router can forget it. Other paths (`/authentication`, images, health) pass.
 */
export function guardPaths(authenticate: Middleware): Middleware {
  return async function guard(ctx, next) {
    if (internalPath.test(ctx.path)) return authenticate(ctx, () => requireService(ctx, next));
    if (apiPath.test(ctx.path)) return authenticate(ctx, next);
    return next();
  };
}
