import Koa, { type Middleware } from 'koa';
import type Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { messages } from '@progression/contracts';
import type { Logger } from '../logger';
import { errorHandler } from './error-handler';
import { guardPaths } from './guard-paths';
import type { Consistency } from '../events/consistency';
import { readYourWrites } from './consistency';
import { type ReadinessChecks, liveness, readiness } from './health';
import { createMetrics } from './metrics';
import { requestContext } from './request-context';
import { routesReadingBodyBeforeAccess } from './route-order';

export interface ServiceAppOptions {
  /** The service's name, used in logs and metric labels. */
  name: string;
  logger: Logger;
  /** The service's routers, mounted in order; a wrong method on a known path is a JSON 405 with `Allow`. */
  routers: Router[];
  /**
   * The service's one `authenticate(...)`, applied to every `/rest/api` route, and with `requireService`
   * to every `/internal` route: routers never authenticate themselves.
   */
  authenticate?: Middleware;
  /** Checks behind `/readyz` (e.g. `{ mongo: ..., nats: ... }`). */
  readiness?: ReadinessChecks;
  /**
   * `deps.consistency`: requests carrying `Progression-Consistency` wait until the service's projections
   * applied it (see `readYourWrites`). Without it they run at once; a publishing route answers the token anyway.
   */
  consistency?: Consistency;
  /** Largest JSON body accepted (bytes or a string like `1mb`); 413 beyond it. */
  bodyLimit?: string | number;
}

/** allowedMethods sets 405 (with `Allow`) or 501 over the JSON 404 below; say so in JSON instead. */
const explainRefusedMethods: Middleware = async (ctx, next) => {
  await next();
  if (ctx.status === 405 || ctx.status === 501) ctx.body = { message: messages.errors.methodNotAllowed };
};

/**
 * A Koa app with everything a service needs around its routes: request ids and logs, the error handler,
 * metrics, JSON bodies, `/healthz`, `/readyz`, `/metrics`, token checks on `/rest/api` and `/internal`, a JSON 405
 * for a wrong method and a JSON 404 for anything unrouted. It refuses to build when a route parses a body
 * before its access check (see `access`), so no route can answer a refused caller with the body's rules.
 */
export function createServiceApp(options: ServiceAppOptions): Koa {
  const { name, logger, routers, bodyLimit = '1mb' } = options;
  const misordered = routesReadingBodyBeforeAccess(routers);
  if (misordered.length > 0)
    throw new Error(`${name}: declare an access check before validate({ body }) on ${misordered.join('; ')}`);
  const app = new Koa();
  // Services sit behind the gateway, which alone decides which client address counts.
  app.proxy = false;
  // Errors are answered by errorHandler; silence koa's default stderr printing.
  app.silent = true;
  const metrics = createMetrics(name);
  const checks = options.readiness ?? {};

  app.use(requestContext(logger));
  app.use(errorHandler(logger));
  app.use(async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/healthz') return liveness(ctx, next);
    if (ctx.path === '/readyz') return readiness(checks)(ctx, next);
    if (ctx.path === '/metrics') return metrics.endpoint(ctx, next);
    return next();
  });
  app.use(metrics.middleware);
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: bodyLimit }));
  if (options.authenticate) app.use(guardPaths(options.authenticate));
  app.use(readYourWrites(options.consistency, routers));
  app.use(explainRefusedMethods);
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = { message: messages.errors.notFound };
  });
  return app;
}
