import { gamesUpcastSources, runService } from '@progression/service-kit';
import { createApp } from './app';
import { httpClients } from './clients';
import { readEnv } from './env';
import { playerJoined } from './events/handlers/player-joined';
import { rewardDrafts } from './events/handlers/reward-drafts';
import { weekStarted } from './events/handlers/week-started';
import { DraftPackModel } from './models/draft-pack';
import { PackDraftModel } from './models/pack-draft';

const env = readEnv();
const clients = httpClients(env);

void runService({
  env,
  createApp: (deps) => createApp(deps, clients),
  handlers: [weekStarted(clients), playerJoined(clients), rewardDrafts(clients)],
  // draft.created lives in the draft's outbox, draft.packs.opened in each pack's.
  outbox: [PackDraftModel, DraftPackModel],
  // A v1 game event (still in the stream) is upcast with games' rebuild of its state.
  upcast: gamesUpcastSources(env),
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
