import { runService } from '@progression/service-kit';
import { createApp } from './app';
import { readEnv } from './env';
import { gameCompleted } from './events/handlers/game-completed';

void runService({ env: readEnv(), createApp, handlers: [gameCompleted] }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
