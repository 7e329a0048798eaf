import type { Context } from 'koa';
import {
  announceRevocations,
  authenticate,
  createServiceApp,
  currentUser,
  rateLimit,
  type ServiceDeps,
} from '@progression/service-kit';
import type { RevocationsResponse } from '@progression/contracts';
import type { Env } from './env';
import { isRevoked } from './models/revocation';
import { appUserRouter } from './routes/app-user';
import { authenticationRouter } from './routes/authentication';
import { revocationsRouter } from './routes/revocations';

/** The username a login names, as accounts are told apart (without regard to case). */
const attemptedUsername = (ctx: Context) => {
  const username = (ctx.request.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username.toLowerCase() : '';
};

/**
 * The identity service's app; never listens (index.ts does). Publishes `user.registered` from the users'
 * outbox through the relay runService starts.
 */
export function createApp(deps: ServiceDeps<Env>) {
  const { env, logger, outbox, readiness, events } = deps;
  const announce =
    events && ((revocation: RevocationsResponse) => announceRevocations(events.connection, revocation));
  // Password guesses are limited per account: every request reaches identity from the gateway's address, so
  // a budget per address would be one budget for everybody. The gateway limits each client in front.
  const perAccount = (key: (ctx: Context) => string) =>
    rateLimit({
      capacity: env.AUTH_RATE_LIMIT_BURST,
      refillPerSecond: env.AUTH_RATE_LIMIT_PER_MINUTE / 60,
      key,
    });
  const limitLogins = perAccount((ctx) => `login:${attemptedUsername(ctx)}`);
  const limitPasswordChanges = perAccount((ctx) => `password:${currentUser(ctx).id}`);
  return createServiceApp({
    name: env.SERVICE_NAME,
    logger,
    readiness,
    // The one token check of the service. Identity holds the revocations: it asks its own store, at once,
    // where every other service keeps the list it reads from here (docs/decisions.md).
    authenticate: authenticate(env, { isRevoked }),
    routers: [
      authenticationRouter({ env, outbox, limitLogins, announce }),
      appUserRouter({ env, limitPasswordChanges, announce }),
      revocationsRouter(),
    ],
    bodyLimit: '16kb',
  });
}
