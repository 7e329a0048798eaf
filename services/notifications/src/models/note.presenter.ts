import { z } from 'zod';
import { id, isoDate } from '@progression/contracts';
import { noteTitle } from '../domain/note-title';
import type { NoteDocument } from './note';

// A real service's entity shape lives in @progression/contracts (the one source of payload shapes); the
// template keeps its example's here so the product's contracts carry no example.
export const noteView = z.object({
  id,
  gameId: id,
  text: z.string(),
  title: z.string(),
  archived: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type NoteView = z.infer<typeof noteView>;

/** A note as clients see it: `id` for `_id`, its list title, no author (a caller only sees their own). */
export function presentNote(note: NoteDocument): NoteView {
  return {
    id: String(note._id),
    gameId: note.gameId,
    text: note.text,
    title: noteTitle(note.text),
    archived: note.archived,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  };
}
