import { z } from 'zod';
import { messages, objectId } from '@progression/contracts';
import { validate } from '@progression/service-kit';

/** Longest note text accepted. */
export const maxNoteLength = 4000;

const noteText = z
  .string({ error: messages.errors.invalidField('text') })
  .trim()
  .min(1, { error: messages.errors.invalidField('text') })
  .max(maxNoteLength, { error: messages.errors.invalidField('text') });

const noteParams = z.object({ id: objectId });

export const listNotes = validate({ query: z.object({ gameId: objectId }) });
export const createNote = validate({ body: z.object({ gameId: objectId, text: noteText }) });
/** The new text (the body), read after the access check; the note's id is `noteById`'s. */
export const updateNote = validate({ body: z.object({ text: noteText }) });
export const noteById = validate({ params: noteParams });
