import { startServiceProcess, type ServiceProcess } from './service-process';

/** The real modes service in its own process, against the given Mongo, NATS and catalog. */
export function startModesProcess(options: {
  mongoUrl: string;
  natsUrl: string;
  catalogUrl: string;
}): Promise<ServiceProcess> {
  return startServiceProcess({
    workspace: 'services/modes',
    env: { MONGO_URL: options.mongoUrl, NATS_URL: options.natsUrl, CATALOG_URL: options.catalogUrl },
  });
}
