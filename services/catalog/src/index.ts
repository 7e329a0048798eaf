import { runService } from '@progression/service-kit';
import { createCatalogApp, imageCacheFor } from './app';
import { readEnv } from './env';
import { CatalogReader } from './read/catalog-reader';
import { importOnFirstStart } from './startup-import';

const env = readEnv();
const reader = new CatalogReader();

void runService({
  env,
  createApp: (deps) => createCatalogApp(deps, { reader, images: imageCacheFor(deps.env) }),
  start: ({ logger }) => {
    // Not awaited: the service listens and answers while the first import runs.
    void importOnFirstStart(env, logger, reader);
  },
});
