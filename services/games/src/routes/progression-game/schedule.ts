import { messages, type WeekSchedule } from '@progression/contracts';
import { Conflict } from '@progression/service-kit';
import { savedSchedule } from '../../domain/schedule-state';
import { Game, scheduleStateOf, type GameDocument } from '../../models/game';

/** A week start racing the save changes when the reminder is due; the save is retried this often. */
const attempts = 3;

/**
 * Saves the admin's schedule with its next start counted from now. The write is conditioned on the active
 * week and status read, so a week starting at the same moment never leaves a reminder computed for the
 * week before.
 */
export async function saveSchedule(initial: GameDocument, input: WeekSchedule): Promise<GameDocument> {
  let game = initial;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const schedule = savedSchedule(
      input,
      { activeWeek: game.activeWeek, status: game.status, schedule: scheduleStateOf(game) },
      new Date(),
    );
    const written = await Game.findOneAndUpdate(
      { _id: game._id, activeWeek: game.activeWeek, status: game.status },
      { $set: { schedule } },
      { returnDocument: 'after' },
    );
    if (written) return written;
    game = await Game.findById(game._id).orFail();
  }
  throw new Conflict(messages.errors.changedElsewhere);
}
