import { runService } from '@progression/service-kit';
import { createApp } from './app';
import { httpClients } from './clients';
import { readEnv } from './env';
import { resultRecorded } from './events/handlers/result-recorded';
import { weekStarted } from './events/handlers/week-started';
import { Reward } from './models/reward';

const env = readEnv();
void runService({
  env,
  createApp,
  handlers: [weekStarted(httpClients(env)), resultRecorded],
  outbox: [Reward],
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
