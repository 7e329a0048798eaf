import { consumerName, gamesUpcastSources, runService } from '@progression/service-kit';
import { createApp } from './app';
import { httpClients } from './clients';
import { readEnv } from './env';
import { ownedCounts } from './events/handlers/owned-counts';
import { weekStarted } from './events/handlers/week-started';

const env = readEnv();
/**
 * Owned counts come from collection.changed, which collection publishes once its consumer applied a
 * draft or reward event: a read carrying a token waits for that consumer first (docs/architecture.md).
 */
const consistency = { through: [consumerName('collection', { name: 'collection-events' })] };
void runService({
  env,
  createApp,
  handlers: [weekStarted(httpClients(env)), ownedCounts(httpClients(env))],
  consistency,
  // A v1 game.week.started (still in the stream) is upcast with games' rebuild of its state.
  upcast: gamesUpcastSources(env),
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
