import { defineHandler } from '@progression/service-kit';
import { League } from '../../models/league';
import { ensureLeague, storeMatches } from '../../domain/schedule';
import { roundRobin } from '../../domain/round-robin';
import { announceCompletedLegs } from '../../domain/leg-events';

/**
 * A started week: every pair of the game's players gets one match for it, then legs that this start
 * completes are announced. Match ids derive from game, week and pair, so a redelivery adds nothing.
 *
 * The week is stored before the players are read, and player-joined stores the player before it reads
 * the weeks: whichever of the two runs second sees the other's write, so a player joining while the week
 * starts still gets all their matches.
 */
export const weekStarted = defineHandler({
  name: 'schedule-week',
  events: ['game.week.started'],
  async handle(event) {
    const { gameId, week, weekId, players } = event.data;
    const playerIds = players.map((player) => player.playerId);
    await ensureLeague(gameId);
    await League.updateOne(
      { _id: gameId, 'weeks.week': { $ne: week } },
      { $push: { weeks: { week, weekId, playerIds } } },
    );
    await League.updateOne({ _id: gameId }, { $max: { activeWeek: week } });
    const league = await League.findById(gameId, { players: 1 }).lean();
    const lateJoiners = (league?.players ?? [])
      .filter((player) => player.joinedDuringWeek === week)
      .map((player) => player.playerId);
    await storeMatches(gameId, week, weekId, roundRobin([...playerIds, ...lateJoiners]));
    await announceCompletedLegs(gameId);
  },
});
