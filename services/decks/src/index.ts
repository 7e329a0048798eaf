import { gamesUpcastSources, runService } from '@progression/service-kit';
import { createApp } from './app';
import { httpClients } from './clients';
import { decksConsistency } from './domain/consistency';
import { readEnv } from './env';
import { closeRegistrations } from './events/handlers/close-registrations';
import { ownedCounts } from './events/handlers/owned-counts';
import { weekStarted } from './events/handlers/week-started';

const env = readEnv();
void runService({
  env,
  createApp,
  handlers: [weekStarted(httpClients(env)), ownedCounts(httpClients(env)), closeRegistrations],
  consistency: decksConsistency,
  // A v1 game.week.started (still in the stream) is upcast with games' rebuild of its state.
  upcast: gamesUpcastSources(env),
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
