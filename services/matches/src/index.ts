import { runService } from '@progression/service-kit';
import { createApp } from './app';
import { readEnv } from './env';
import { playerJoined } from './events/handlers/player-joined';
import { weekStarted } from './events/handlers/week-started';
import { gameCompleted } from './events/handlers/game-completed';
import { League } from './models/league';
import { Match } from './models/match';

void runService({
  env: readEnv(),
  createApp,
  handlers: [playerJoined, weekStarted, gameCompleted],
  outbox: [Match, League],
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
