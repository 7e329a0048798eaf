import { outboxPush, type Logger } from '@progression/service-kit';
import type { Neighbours } from '../clients';
import { weekReminder } from '../domain/schedule-events';
import { Game, type GameDocument } from '../models/game';

const batchSize = 50;

/**
 * Reminds the players of one game's active week who have unplayed matches, 24 hours before the scheduled
 * start. The write marks the week reminded, conditioned on it not being so and on the start read, so of
 * replicas doing it at once one records the reminder. A week with every match played is marked all the
 * same, with no event. True when this call recorded it.
 */
async function remind(game: GameDocument, neighbours: Neighbours): Promise<boolean> {
  const startsAt = game.schedule?.nextStartAt;
  const week = game.activeWeek;
  const condition = {
    _id: game._id,
    activeWeek: week,
    'schedule.nextStartAt': startsAt ?? null,
    'schedule.remindedWeek': { $lt: week },
  };
  const done = { 'schedule.remindedWeek': week, 'schedule.remindAt': null };
  if (!startsAt || week === 0) {
    await Game.updateOne({ _id: game._id, 'schedule.remindAt': game.schedule?.remindAt }, { $set: done });
    return false;
  }
  const unplayed = await neighbours.unplayedMatches(String(game._id), week);
  const event = unplayed.length > 0 ? weekReminder(game, startsAt, unplayed) : undefined;
  const written = await Game.updateOne(condition, {
    $set: done,
    ...(event ? { $push: outboxPush(event) } : {}),
  });
  return written.modifiedCount === 1 && event !== undefined;
}

/** Every game whose reminder is due at `now` reminds its players once. Returns how many this recorded. */
export async function sendDueReminders(
  neighbours: Neighbours,
  logger: Logger,
  now = new Date(),
): Promise<number> {
  const due = await Game.find({
    'schedule.enabled': true,
    status: 'IN_PROGRESS',
    'schedule.remindAt': { $lte: now },
  }).limit(batchSize);
  let sent = 0;
  for (const game of due) {
    try {
      if (await remind(game, neighbours)) sent += 1;
    } catch (error) {
      // The matches service did not answer: the reminder stays due and the next sweep tries again.
      logger.warn({ err: error, gameId: String(game._id) }, 'a week reminder could not be sent');
    }
  }
  return sent;
}
