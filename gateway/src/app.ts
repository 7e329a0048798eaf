import type http from 'node:http';
import Koa from 'koa';
import { messages } from '@progression/contracts';
import {
  authenticate,
  createMetrics,
  errorHandler,
  HttpError,
  NotFound,
  rateLimit,
  requestContext,
  type Logger,
  type RevocationList,
  type ServiceMetrics,
} from '@progression/service-kit';
import { apiDocs } from './api-docs';
import { serviceUrlsOf, type GatewayEnv } from './env';
import { compressResponses } from './compression';
import { aggregateHealth, upOrDown } from './health';
import { createUpstreamAgent, forward } from './proxy';
import { findRoute } from './routes';
import { securityHeaders } from './security-headers';
import { serveFrontends } from './static-files';

export interface GatewayDeps {
  env: GatewayEnv;
  logger: Logger;
  /** Shared keep-alive agent to the services (one per process). */
  agent?: http.Agent;
  /** Timed by the public app, read on the internal port (see createInternalApp). */
  metrics?: ServiceMetrics;
  /** Revoked user tokens; without it none is (a gateway with no identity to ask). */
  revocations?: RevocationList;
}

const isAuthenticationPath = (path: string) =>
  path === '/authentication' || path.startsWith('/authentication/');
// Verify guesses nothing (a token's signature decides) and runs on every page load, so a room of players
// reloading behind one address must not spend the budget that stops password guessing.
const isOnGuessingBudget = (path: string) => isAuthenticationPath(path) && path !== '/authentication/verify';
const isApiPath = (path: string) =>
  path === '/rest/api' || path.startsWith('/rest/api/') || isAuthenticationPath(path);

// A path that could climb out of its prefix once a service normalises it is never forwarded.
const UNSAFE_PATH = /(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|\\/i;

/**
 * The gateway's public app: API routing with token checks and limits, an up-or-down `/healthz`, and the
 * frontends. Metrics and health details are on the internal port only.
 */
export function createGateway({
  env,
  logger,
  agent = createUpstreamAgent(),
  metrics = createMetrics('gateway'),
  revocations,
}: GatewayDeps): Koa {
  const app = new Koa();
  app.proxy = env.TRUST_PROXY;
  // Only the address our own proxy saw counts: anything further left in X-Forwarded-For is the client's say.
  app.maxIpsCount = 1;
  app.silent = true;
  const services = serviceUrlsOf(env);
  const checkToken = authenticate(env, {
    accept: 'users',
    isRevoked: (token) => revocations?.isRevoked(token) ?? false,
  });
  const limitAuthentication = rateLimit({
    capacity: env.AUTH_RATE_LIMIT_BURST,
    refillPerSecond: env.AUTH_RATE_LIMIT_PER_MINUTE / 60,
  });
  const health = upOrDown(aggregateHealth(services));
  const extraSources = env.CSP_EXTRA_SOURCES.split(/[\s,]+/).filter(Boolean);

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

  app.use(async function routeApi(ctx, next) {
    const path = ctx.path;
    const route = UNSAFE_PATH.test(ctx.url) ? undefined : findRoute(path);
    if (!route) return isApiPath(path) ? Promise.reject(new NotFound()) : next();
    // Marks the metric with the table row rather than the raw path.
    (ctx as { _matchedRoute?: string })._matchedRoute = route.path;
    if (isOnGuessingBudget(path)) await limitAuthentication(ctx, async () => undefined);
    if (route.auth) await checkToken(ctx, async () => undefined);
    const baseUrl = services[route.service];
    if (!baseUrl) throw new HttpError(503, messages.errors.serviceNotConfigured(route.service));
    await forward(ctx, baseUrl, { agent, bodyLimit: Math.max(env.BODY_LIMIT_BYTES, route.bodyLimit ?? 0) });
  });

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
