import { gamesUpcastSources, runService } from '@progression/service-kit';
import { createApp } from './app';
import { readEnv } from './env';
import { playerJoined } from './events/handlers/player-joined';
import { weekStarted } from './events/handlers/week-started';
import { gameCompleted } from './events/handlers/game-completed';
import { League } from './models/league';
import { Match } from './models/match';
import { Playoff } from './models/playoff';
import { startAutoConfirmSweep } from './domain/auto-confirm';

const env = readEnv();
void runService({
  env,
  createApp,
  handlers: [playerJoined, weekStarted, gameCompleted],
  outbox: [Match, League, Playoff],
  // A v1 game event (still in the stream) is upcast with games' rebuild of its state.
  upcast: gamesUpcastSources(env),
  // Pending results whose time has come confirm themselves (each once, whichever replica sweeps first).
  start: (deps) => {
    const sweep = startAutoConfirmSweep(deps.logger, { outbox: deps.outbox });
    deps.onShutdown(() => sweep.stop());
  },
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
