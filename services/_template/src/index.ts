import { runService } from '@progression/service-kit';
import { createApp } from './app';
import { readEnv } from './env';
import { gameCompleted } from './events/handlers/game-completed';

const env = readEnv();
void runService({
  env,
  createApp,
  start: ({ events }) =>
    events.consume({
      durable: `${env.SERVICE_NAME}-${gameCompleted.name}`,
      subjects: gameCompleted.events,
      parse: gameCompleted.parse,
      handle: gameCompleted.handle,
    }),
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
