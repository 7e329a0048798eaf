import { defineHandler } from '@progression/service-kit';
import { League } from '../../models/league';
import { ensureLeague } from '../../domain/schedule';
import { announceCompletedLegs } from '../../domain/leg-events';

/**
 * A completed game starts no later week, so the leg in progress would never complete: storing the
 * game's last week completes it (as a shorter leg if the game ended mid-leg), then it is announced.
 * Once whatever the redeliveries: the last week is set only while none is, and `announcedLegs` marks
 * each announced leg in the same write as its event.
 */
export const gameCompleted = defineHandler({
  name: 'complete-legs',
  events: ['game.completed'],
  async handle(event) {
    const { gameId, lastWeek } = event.data;
    await ensureLeague(gameId);
    await League.updateOne({ _id: gameId, finalWeek: null }, { $set: { finalWeek: lastWeek } });
    await announceCompletedLegs(gameId);
  },
});
