import { gamesUpcastSources, runService } from '@progression/service-kit';
import { createApp } from './app';
import { readEnv } from './env';
import { draftCreated } from './events/handlers/draft-created';
import { gameCompleted } from './events/handlers/game-completed';
import { gameCreated } from './events/handlers/game-created';
import { matchResultRecorded } from './events/handlers/match-result-recorded';
import { matchResultDisputed, matchResultReported } from './events/handlers/match-result-confirmation';
import { pickDue } from './events/handlers/pick-due';
import { playerJoined } from './events/handlers/player-joined';
import { playoffChampion } from './events/handlers/playoff-champion';
import { rewardDeleted } from './events/handlers/reward-deleted';
import { rewardGranted } from './events/handlers/reward-granted';
import { rewardReverted } from './events/handlers/reward-reverted';
import { tableChanged } from './events/handlers/table-changed';
import { weekStarted } from './events/handlers/week-started';
import { scheduleFired } from './events/handlers/schedule-fired';
import { weekReminder } from './events/handlers/week-reminder';

/** Every event that concerns a player, one handler (and durable consumer) each (and a table's live signal). */
export const handlers = [
  gameCreated,
  playerJoined,
  weekStarted,
  draftCreated,
  matchResultRecorded,
  rewardGranted,
  rewardReverted,
  rewardDeleted,
  gameCompleted,
  pickDue,
  tableChanged,
  // Scheduled week starts (games' scheduler).
  weekReminder,
  scheduleFired,
  playoffChampion,
  matchResultReported,
  matchResultDisputed,
];

const env = readEnv();
// A v1 game event (still in the stream) is upcast with games' rebuild of its state.
void runService({ env, createApp, handlers, upcast: gamesUpcastSources(env) }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
