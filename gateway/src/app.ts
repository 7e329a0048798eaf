import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import Koa from 'koa';
import { messages } from '@progression/contracts';
import {
  createMetrics,
  errorHandler,
  NotFound,
  requestContext,
  type Logger,
  type RevocationList,
  type ServiceMetrics,
} from '@progression/service-kit';
import { apiDocs } from './api-docs';
import { serviceUrlsOf, type GatewayEnv } from './env';
import { compressResponses } from './compression';
import { FrontServer, type ApiHandler } from './front';
import { aggregateHealth, upOrDown } from './health';
import { createApiProxy, isApiPath } from './proxy';
import { securityHeaders } from './security-headers';
import { serveFrontends } from './static-files';
import { Upstreams } from './upstream';

export interface GatewayDeps {
  env: GatewayEnv;
  logger: Logger;
  /** Kept-alive connections to the services (one set per process). */
  upstreams?: Upstreams;
  /** Timed by the public app, read on the internal port (see createInternalApp). */
  metrics?: ServiceMetrics;
  /** Revoked user tokens; without it none is (a gateway with no identity to ask). */
  revocations?: RevocationList;
}

/** Koa, with the API's forwarded requests answered before it (proxy.ts), the plainest on the socket (front.ts). */
class GatewayApp extends Koa {
  constructor(private readonly forwardApi: ApiHandler) {
    super();
  }

  override listen(...args: unknown[]): Server {
    return new FrontServer(this.callback(), this.forwardApi).listen(
      ...(args as Parameters<Server['listen']>),
    );
  }

  override callback(): ReturnType<Koa['callback']> {
    const koa = super.callback();
    return (req, res) =>
      this.forwardApi(req as IncomingMessage, res as ServerResponse) ? Promise.resolve() : koa(req, res);
  }
}

/**
 * The gateway's public app: API routing with token checks and limits (answered before Koa, see
 * proxy.ts), an up-or-down `/healthz`, the API's description, and the frontends. Metrics and health
 * details are on the internal port only.
 */
export function createGateway({
  env,
  logger,
  upstreams = new Upstreams(),
  metrics = createMetrics('gateway'),
  revocations,
}: GatewayDeps): Koa {
  const services = serviceUrlsOf(env);
  const extraSources = env.CSP_EXTRA_SOURCES.split(/[\s,]+/).filter(Boolean);
  const app = new GatewayApp(
    createApiProxy({
      services,
      upstreams,
      keys: env,
      isRevoked: (token) => revocations?.isRevoked(token) ?? false,
      bodyLimit: env.BODY_LIMIT_BYTES,
      compressThreshold: env.COMPRESS_MIN_BYTES,
      authRateLimit: {
        capacity: env.AUTH_RATE_LIMIT_BURST,
        refillPerSecond: env.AUTH_RATE_LIMIT_PER_MINUTE / 60,
      },
      trustProxy: env.TRUST_PROXY,
      extraSources,
      logger,
      metrics,
    }),
  );
  app.proxy = env.TRUST_PROXY;
  // Only the address our own proxy saw counts: anything further left in X-Forwarded-For is the client's say.
  app.maxIpsCount = 1;
  app.silent = true;
  const health = upOrDown(aggregateHealth(services));

  app.use(requestContext(logger));
  app.use(securityHeaders(extraSources));
  app.use(errorHandler(logger));
  app.use(compressResponses({ threshold: env.COMPRESS_MIN_BYTES }));
  app.use(async (ctx, next) => {
    if (ctx.method === 'GET' && ctx.path === '/healthz') return health(ctx, next);
    return next();
  });
  app.use(metrics.middleware);
  // The API's description and its page: public, answered by the gateway itself.
  app.use(apiDocs());
  // What reaches Koa under the API's paths is no row of the table (or a path that could climb out of one).
  app.use(async (ctx, next) => (isApiPath(ctx.path) ? Promise.reject(new NotFound()) : next()));

  app.use(
    serveFrontends({
      shellDist: env.SHELL_DIST,
      mfRoot: env.MF_DIST_ROOT,
      federationManifest: env.FEDERATION_MANIFEST,
    }),
  );
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = { message: messages.errors.notFound };
  });
  return app;
}
