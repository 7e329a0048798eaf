import { model, Schema, type InferSchemaType } from 'mongoose';

const refusalSchema = new Schema(
  { row: { type: Number, required: true }, reason: { type: String, required: true }, message: String },
  { _id: false },
);
const mergeSchema = new Schema(
  { row: { type: Number, required: true }, intoRow: { type: Number, required: true } },
  { _id: false },
);

const collectionImportSchema = new Schema({
  /** Derived from the game, the player and the file's bytes: the same file into the same player is one import. */
  _id: { type: String, required: true },
  gameId: { type: String, required: true },
  playerId: { type: String, required: true },
  playerName: { type: String, required: true },
  /** The admin who imported it. */
  byUserId: { type: String, required: true },
  byUsername: { type: String, required: true },
  fileName: { type: String, default: null },
  at: { type: Date, required: true },
  week: { type: Number, required: true },
  rows: { type: Number, required: true },
  taken: { type: Number, required: true },
  merged: { type: Number, required: true },
  refused: { type: Number, required: true },
  copies: { type: Number, required: true },
  refusals: { type: [refusalSchema], default: [] },
  merges: { type: [mergeSchema], default: [] },
});
// The trail of a game (newest first), or of one player in it.
collectionImportSchema.index({ gameId: 1, at: -1 });

/**
 * The audit trail of CSV imports: who imported which file into whom, when, and what it gave. Written
 * last, once the cards are in the collection, so it records only imports that happened.
 */
export const CollectionImport = model('CollectionImport', collectionImportSchema);
export type CollectionImportRecord = InferSchemaType<typeof collectionImportSchema> & { _id: string };
