import { runService } from '@progression/service-kit';
import { createApp } from './app';
import { catalogClient } from './clients/catalog';
import { readEnv } from './env';
import { collectionEvents } from './events/handlers/collection-events';

const env = readEnv();
void runService({ env, createApp, handlers: [collectionEvents(catalogClient(env))] }).catch(
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
