import { runService } from '@progression/service-kit';
import { createApp } from './app';
import { httpClients } from './clients';
import { readEnv } from './env';
import { weekStarted } from './events/handlers/week-started';

const env = readEnv();
void runService({ env, createApp, handlers: [weekStarted(httpClients(env))] }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
