import { authenticate, createServiceApp, type ServiceDeps } from '@progression/service-kit';
import { httpClients, type Clients } from './clients';
import { startDeliveryLoop } from './domain/delivery-loop';
import type { Env } from './env';
import { interactionsRouter } from './routes/interactions';
import { linkCodeRouter } from './routes/link-code';
import { tristanRouter } from './routes/tristan';

export interface AppOptions {
  /** How often the delivery loop looks for due announcements (tests shorten it). */
  deliveryIntervalMs?: number;
}

/**
 * The service's app; never listens (index.ts does). It also runs the announcement delivery loop while
 * the Discord application is configured (stopped on shutdown). Tests pass fake `clients`.
 */
export function createApp(
  deps: ServiceDeps<Env>,
  clients: Clients = httpClients(deps.env),
  options: AppOptions = {},
) {
  const { env, logger, readiness, revocations } = deps;
  const { discord } = clients;
  const delivery = discord && startDeliveryLoop({ discord, logger, intervalMs: options.deliveryIntervalMs });
  if (delivery) deps.onShutdown(() => delivery.stop());
  if (discord) deps.onShutdown(() => discord.close());
  return createServiceApp({
    name: env.SERVICE_NAME,
    logger,
    readiness,
    consistency: deps.consistency,
    // The one token check of the service: every /rest/api and /internal route; the interactions route
    // is outside both (Discord signs it instead).
    authenticate: authenticate(env, { isRevoked: revocations?.isRevoked }),
    routers: [tristanRouter({ clients, delivery }), linkCodeRouter(), interactionsRouter({ env, clients })],
    // Discord's interactions carry string options of up to 6,000 characters (up to 4 bytes each).
    bodyLimit: '64kb',
  });
}
