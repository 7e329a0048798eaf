import { defineHandler } from '@progression/service-kit';
import { League } from '../../models/league';
import { ensureLeague, storeMatches } from '../../domain/schedule';
import { roundRobin } from '../../domain/round-robin';
import { announceCompletedLegs } from '../../domain/leg-events';
import { pairRound, restoreRounds } from '../../domain/swiss-rounds';

/**
 * A started week: in a round robin every pair of the game's players gets one match for it; with Swiss
 * pairing the week's first round is paired (the next ones follow its results). Then legs that this start
 * completes are announced. Match ids derive from game, week (round) and pair, so a redelivery adds nothing.
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
    const { config } = (await League.findById(gameId, { config: 1 }).lean())!;
    const swiss = config?.pairing === 'SWISS';
    await League.updateOne(
      { _id: gameId, 'weeks.week': { $ne: week } },
      {
        $push: {
          weeks: {
            week,
            weekId,
            playerIds,
            pairing: swiss ? 'SWISS' : 'ROUND_ROBIN',
            swissRounds: swiss ? config!.swissRounds : 0,
          },
        },
      },
    );
    await League.updateOne({ _id: gameId }, { $max: { activeWeek: week } });
    const league = await League.findById(gameId, { players: 1, weeks: 1 }).lean();
    // A redelivery follows the pairing the week was stored with, whatever the config says now.
    if (league?.weeks.find((each) => each.week === week)?.pairing === 'SWISS') {
      await pairRound(gameId, week, 1);
      await restoreRounds(gameId, week);
    } else {
      const lateJoiners = (league?.players ?? [])
        .filter((player) => player.joinedDuringWeek === week)
        .map((player) => player.playerId);
      await storeMatches(gameId, week, weekId, roundRobin([...playerIds, ...lateJoiners]));
    }
    await announceCompletedLegs(gameId);
  },
});
