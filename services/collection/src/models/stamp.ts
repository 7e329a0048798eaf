import { model, Schema } from 'mongoose';

const stampSchema = new Schema({
  /** `<gameId>:<playerId>`. */
  _id: { type: String, required: true },
  /** Raised by every recount of the player's entries: a snapshot of an older version is stale. */
  version: { type: Number, required: true },
});

/** The version of one player's collection, read before every query to trust or reload the snapshot. */
export const Stamp = model('CollectionStamp', stampSchema);

export const stampId = (gameId: string, playerId: string) => `${gameId}:${playerId}`;
