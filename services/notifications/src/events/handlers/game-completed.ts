import { defineHandler } from '@progression/service-kit';
import { Note } from '../../models/note';

/**
 * A completed game's notes are kept, read-only. Idempotent as it stands (a redelivery archives nothing
 * new), so it needs no inbox; a handler whose effect adds up uses `applyOnce` (kit README).
 */
export const gameCompleted = defineHandler({
  name: 'archive-notes',
  events: ['game.completed'],
  async handle(event) {
    await Note.updateMany({ gameId: event.data.gameId, archived: false }, { $set: { archived: true } });
  },
});
