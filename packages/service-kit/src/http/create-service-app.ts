import Koa from 'koa';
import type Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { messages } from '@progression/contracts';
import type { Logger } from '../logger';
import { errorHandler } from './error-handler';
import { type ReadinessChecks, liveness, readiness } from './health';
import { createMetrics } from './metrics';
import { requestContext } from './request-context';

export interface ServiceAppOptions {
  /** The service's name, used in logs and metric labels. */
  name: string;
  logger: Logger;
  /** The service's routers, mounted in order. */
  routers: Router[];
  /** Checks behind `/readyz` (e.g. `{ mongo: ..., nats: ... }`). */
  readiness?: ReadinessChecks;
  /** Largest JSON body accepted (bytes or a string like `1mb`); 413 beyond it. */
  bodyLimit?: string | number;
}

/**
 * A Koa app with everything a service needs around its routes: request ids and logs, the error handler,
 * metrics, JSON bodies, `/healthz`, `/readyz`, `/metrics`, and a JSON 404 for anything unrouted.
 */
export function createServiceApp(options: ServiceAppOptions): Koa {
  const { name, logger, routers, bodyLimit = '1mb' } = options;
  const app = new Koa();
  app.proxy = true;
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
  for (const router of routers) {
    app.use(router.routes());
  }
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = { message: messages.errors.notFound };
  });
  return app;
}
