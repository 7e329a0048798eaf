import { gamesUpcastSources, runService } from '@progression/service-kit';
import { createApp } from './app';
import { readEnv } from './env';
import { resultRecorded } from './events/handlers/result-recorded';
import { weekStarted } from './events/handlers/week-started';
import { gameCopy } from './events/handlers/game-copy';
import { Reward } from './models/reward';

const env = readEnv();
void runService({
  env,
  createApp,
  handlers: [weekStarted, resultRecorded, gameCopy],
  outbox: [Reward],
  // A v1 game.week.started (still in the stream) is upcast with games' rebuild of its state.
  upcast: gamesUpcastSources(env),
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
