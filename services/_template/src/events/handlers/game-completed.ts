import { parseEvent, type EventEnvelope } from '@progression/contracts';
import { Note } from '../../models/note';

/**
 * A completed game's notes are kept, read-only. Idempotent as it stands: a redelivery archives nothing new.
 */
export const gameCompleted = {
  name: 'archive-notes',
  events: ['game.completed'],
  parse: (raw: unknown) => parseEvent('game.completed', raw),
  async handle(event: EventEnvelope<'game.completed'>): Promise<void> {
    await Note.updateMany({ gameId: event.data.gameId, archived: false }, { $set: { archived: true } });
  },
};
