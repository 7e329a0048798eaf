import { runService } from '@progression/service-kit';
import { createApp } from './app';
import { httpClients } from './clients';
import { announceCollections } from './domain/collection-changes';
import { readEnv } from './env';
import { collectionEvents } from './events/handlers/collection-events';
import { Stamp } from './models/stamp';

const env = readEnv();
void runService({
  env,
  createApp,
  handlers: [collectionEvents(httpClients(env).catalog)],
  // collection.changed lives in each player's stamp.
  outbox: [Stamp],
  // In the background: a long first announcement must not hold the service's start.
  start: ({ logger }) => {
    announceCollections(logger).catch((error: unknown) =>
      logger.error({ err: error }, 'announcing collections failed; the next start tries again'),
    );
  },
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
