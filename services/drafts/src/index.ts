import { gamesUpcastSources, runService } from '@progression/service-kit';
import { createApp } from './app';
import { httpClients } from './clients';
import { readEnv } from './env';
import { ownedCounts } from './events/handlers/owned-counts';
import { playerJoined } from './events/handlers/player-joined';
import { rewardDrafts } from './events/handlers/reward-drafts';
import { weekStarted } from './events/handlers/week-started';
import { startDeadlineSweep, type DeadlineSweep } from './domain/booster-table/deadline-sweep';
import { DraftPackModel } from './models/draft-pack';
import { DraftTableModel } from './models/draft-table';
import { PackDraftModel } from './models/pack-draft';

const env = readEnv();
const clients = httpClients(env);
let sweep: DeadlineSweep | undefined;

void runService({
  env,
  createApp: (deps) => createApp(deps, clients),
  handlers: [weekStarted(clients), playerJoined(clients), rewardDrafts(clients), ownedCounts],
  // draft.created lives in the draft's outbox, draft.packs.opened in each pack's, a table's events in its.
  outbox: [PackDraftModel, DraftPackModel, DraftTableModel],
  // Booster draft deadlines: every replica sweeps; each auto-pick lands once (change-table.ts).
  start: (deps) => {
    sweep = startDeadlineSweep(deps.logger, { onChanged: () => deps.outbox?.wake() });
  },
  stop: () => sweep?.stop(),
  // A v1 game event (still in the stream) is upcast with games' rebuild of its state.
  upcast: gamesUpcastSources(env),
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
