import { Conflict, type Logger } from '@progression/service-kit';
import type { Neighbours } from '../clients';
import { scheduleFired } from '../domain/schedule-events';
import { Game, type GameDocument } from '../models/game';
import { startWeek } from '../routes/progression-game/start-week';

/** Games one sweep starts at most; the next sweep takes the rest. */
const batchSize = 50;

/** The start dialog's check: players with unplayed matches this week, or undefined when it failed. */
async function openPlayersOf(game: GameDocument, neighbours: Neighbours, logger: Logger) {
  if (game.activeWeek === 0) return [];
  try {
    return (await neighbours.unplayedMatches(String(game._id), game.activeWeek)).map(
      (player) => player.playerId,
    );
  } catch (error) {
    // The week starts on time all the same; the admins are told the check could not be made.
    logger.warn({ err: error, gameId: String(game._id) }, 'the unplayed matches could not be checked');
    return undefined;
  }
}

/**
 * Starts one game's next week because its scheduled time passed, as the admin's Start next week does
 * (same checks, same events), conditioned on the scheduled time read: of replicas firing it at once, the
 * first write wins and the others get a Conflict, which means "already started". True when this call
 * started it.
 */
async function fireStart(game: GameDocument, neighbours: Neighbours, logger: Logger): Promise<boolean> {
  const at = game.schedule?.nextStartAt;
  if (!at) return false;
  const openPlayerIds = await openPlayersOf(game, neighbours, logger);
  try {
    await startWeek(
      game,
      game.activeWeek + 1,
      neighbours,
      {},
      {
        at,
        fired: (read, startedWeek) => scheduleFired(read, { startedWeek, scheduledAt: at, openPlayerIds }),
      },
    );
    return true;
  } catch (error) {
    if (error instanceof Conflict) return false;
    throw error;
  }
}

/** Every game whose scheduled start is due at `now` gets its next week once. Returns how many this started. */
export async function fireDueStarts(
  neighbours: Neighbours,
  logger: Logger,
  now = new Date(),
): Promise<number> {
  const due = await Game.find({
    'schedule.enabled': true,
    status: 'IN_PROGRESS',
    'schedule.nextStartAt': { $lte: now },
  }).limit(batchSize);
  let started = 0;
  for (const game of due) {
    try {
      if (await fireStart(game, neighbours, logger)) started += 1;
    } catch (error) {
      // One game failing (its banlist could not be read) never holds up the others; the next sweep retries.
      logger.error({ err: error, gameId: String(game._id) }, 'a scheduled week start failed');
    }
  }
  return started;
}
