import { runService } from '@progression/service-kit';
import { createApp } from './app';
import { neighbours as httpNeighbours } from './clients';
import { readEnv } from './env';
import { activeDrafts } from './events/handlers/active-drafts';
import { completeAfterPlayoff } from './events/handlers/playoff-completed';
import { Game } from './models/game';
import { startScheduler, type Scheduler } from './scheduler/run';

const env = readEnv();
const neighbours = httpNeighbours(env);
let scheduler: Scheduler | undefined;

void runService({
  env,
  createApp: (deps) => createApp(deps, neighbours),
  handlers: [activeDrafts, completeAfterPlayoff],
  outbox: [Game],
  // Scheduled week starts and reminders: every replica polls; each lands once (scheduler/).
  start: (deps) => {
    scheduler = startScheduler(neighbours, deps.logger, {
      intervalMs: env.SCHEDULE_POLL_MS,
      onChanged: () => deps.outbox?.wake(),
    });
  },
  stop: () => scheduler?.stop(),
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
