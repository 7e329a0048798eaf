import { runService } from '@progression/service-kit';
import { createApp } from './app';
import { readEnv } from './env';
import { activeDrafts } from './events/handlers/active-drafts';
import { Game } from './models/game';

void runService({ env: readEnv(), createApp, handlers: [activeDrafts], outbox: [Game] }).catch(
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
