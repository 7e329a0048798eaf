import { runService } from '@progression/service-kit';
import { catalogPartsFor, createApp } from './app';
import { readEnv } from './env';
import { importOnFirstStart } from './import/startup-import';

const env = readEnv();
const parts = catalogPartsFor(env);

void runService({
  env,
  createApp: (deps) => createApp(deps, parts),
  start: ({ logger }) => {
    // Not awaited: the service listens (not ready, its routes 503) while the first import runs.
    void importOnFirstStart(env, logger, parts.reader, parts.progress);
  },
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
