import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startServiceProcess, type ServiceProcess } from '@progression/service-kit/testing';

/** The services folder above this file, whether it runs from src (jest) or bundled from dist (bench). */
function servicesFolder(): string {
  for (let folder = __dirname; folder !== dirname(folder); folder = dirname(folder)) {
    if (
      existsSync(join(folder, 'modes', 'package.json')) &&
      existsSync(join(folder, 'games', 'package.json'))
    )
      return folder;
  }
  throw new Error('cannot find the services folder');
}

/** The real modes service in its own process against the given Mongo, NATS and catalog. */
export function startModesProcess(options: {
  mongoUrl: string;
  natsUrl: string;
  catalogUrl: string;
}): Promise<ServiceProcess> {
  return startServiceProcess({
    serviceDir: join(servicesFolder(), 'modes'),
    env: { MONGO_URL: options.mongoUrl, NATS_URL: options.natsUrl, CATALOG_URL: options.catalogUrl },
  });
}
