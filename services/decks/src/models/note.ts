import { model, Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';

const noteSchema = new Schema(
  {
    gameId: { type: String, required: true },
    authorId: { type: String, required: true },
    text: { type: String, required: true },
    /** Set when the game completes: the note is kept, read-only. */
    archived: { type: Boolean, default: false },
  },
  // A save based on a stale copy fails (VersionError), which the kit answers 409.
  { timestamps: true, optimisticConcurrency: true },
);
// The list query: one author's notes on one game, newest first.
noteSchema.index({ gameId: 1, authorId: 1, createdAt: -1 });

/** A note a player keeps on a game they play in. */
export const Note = model('Note', noteSchema);
export type NoteDocument = HydratedDocument<InferSchemaType<typeof noteSchema>>;
