import { runService } from '@progression/service-kit';
import { createApp } from './app';
import { readEnv } from './env';

void runService({ env: readEnv(), createApp }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
