import Koa from 'koa';
import { messages } from '@progression/contracts';
import { errorHandler, requestContext, type Logger, type ServiceMetrics } from '@progression/service-kit';
import { serviceUrlsOf, type GatewayEnv } from './env';
import { aggregateHealth } from './health';

export interface InternalAppDeps {
  env: GatewayEnv;
  logger: Logger;
  /** The metrics the public app records. */
  metrics: ServiceMetrics;
}

/**
 * The gateway's internal port, for probes and scrapers, never published: `/healthz` with every service's
 * readiness report, and `/metrics`.
 */
export function createInternalApp({ env, logger, metrics }: InternalAppDeps): Koa {
  const app = new Koa();
  app.silent = true;
  const health = aggregateHealth(serviceUrlsOf(env));
  app.use(requestContext(logger));
  app.use(errorHandler(logger));
  app.use(async (ctx, next) => {
    if (ctx.method === 'GET' && ctx.path === '/healthz') return health(ctx, next);
    if (ctx.method === 'GET' && ctx.path === '/metrics') return metrics.endpoint(ctx, next);
    ctx.status = 404;
    ctx.body = { message: messages.errors.notFound };
  });
  return app;
}
