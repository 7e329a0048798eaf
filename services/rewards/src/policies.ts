import { messages, type Game } from '@progression/contracts';
import { Forbidden, type UserPrincipal } from '@progression/service-kit';
import type { NoteDocument } from './models/note';

/**
 * Who may read or change what, in one place: routes ask here and never decide access themselves, so the
 * route x role tests have one module to read.
 */
export const policies = {
  /** The notes a user can see: their own. Anyone else's note is as absent as an unknown id (404). */
  visibleNotes: (user: UserPrincipal) => ({ authorId: user.id }),

  /** Notes are written on games that still run; whether the caller plays in it is the games service's 404. */
  assertMayWriteOn(game: Game): void {
    if (game.status !== 'IN_PROGRESS') throw new Forbidden(messages.games.gameComplete);
  },

  /** A note of a completed game is kept read-only. */
  assertMayChange(note: NoteDocument): void {
    if (note.archived) throw new Forbidden(messages.games.gameComplete);
  },
};
