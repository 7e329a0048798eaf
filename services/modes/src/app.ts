import { createServiceApp, serviceClient, type ServiceDeps } from '@progression/service-kit';
import { catalogSets } from './catalog-sets';
import type { Env } from './env';
import { progressionModeRouter } from './routes/progression-mode';

/** The modes service's app: progression modes, readable and editable by their owner. */
export function createApp({ env, logger, readiness }: ServiceDeps<Env>) {
  const catalog = serviceClient({
    baseUrl: env.CATALOG_URL,
    serviceName: env.SERVICE_NAME,
    secret: env.SERVICE_SECRET,
  });
  return createServiceApp({
    name: env.SERVICE_NAME,
    logger,
    routers: [progressionModeRouter({ env, sets: catalogSets(catalog) })],
    readiness,
    bodyLimit: '256kb',
  });
}
