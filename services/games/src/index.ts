import { runService } from '@progression/service-kit';
import { createApp } from './app';
import { readEnv } from './env';
import { Game } from './models/game';

void runService({ env: readEnv(), createApp, outbox: [Game] }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
