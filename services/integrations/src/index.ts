import { gamesUpcastSources, runService } from '@progression/service-kit';
import { createApp } from './app';
import { httpClients } from './clients';
import { readEnv } from './env';
import { announceDraftWaiting } from './events/handlers/draft-created';
import { announceGameCompleted } from './events/handlers/game-completed';
import { announceLegCompleted } from './events/handlers/leg-completed';
import { announcePickDue } from './events/handlers/pick-due';
import { announceResult } from './events/handlers/result-recorded';
import { announceReportedResult } from './events/handlers/result-reported';
import { announceWeekStarted } from './events/handlers/week-started';
import { announceWeekReminder } from './events/handlers/week-reminder';
import { announceChampion } from './events/handlers/playoff-completed';

const env = readEnv();
const clients = httpClients(env);

void runService({
  env,
  createApp: (deps) => createApp(deps, clients),
  handlers: [
    announceWeekStarted(clients, { webAppUrl: env.WEB_APP_URL }),
    announceResult(clients),
    announceLegCompleted(clients),
    announceGameCompleted(clients),
    announceDraftWaiting(clients, { webAppUrl: env.WEB_APP_URL }),
    announcePickDue(clients, { webAppUrl: env.WEB_APP_URL }),
    announceWeekReminder(clients, { webAppUrl: env.WEB_APP_URL }),
    announceChampion(clients),
    announceReportedResult(clients, { webAppUrl: env.WEB_APP_URL }),
  ],
  // A v1 game.week.started (still in the stream) is upcast with games' rebuild of its state.
  upcast: gamesUpcastSources(env),
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
