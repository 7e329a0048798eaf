import { outboxField } from '@progression/service-kit';
import { model, Schema } from 'mongoose';

const stampSchema = new Schema({
  /** `<gameId>:<playerId>`. */
  _id: { type: String, required: true },
  /**
   * Raised by every change of the player's entries: a snapshot of an older version is stale, and each
   * `collection.changed` announcing the change carries the version it raised it to.
   */
  version: { type: Number, required: true },
  /** The whole collection was announced once (stamps from before `collection.changed` are announced on start). */
  announced: { type: Boolean, default: false },
  /** `collection.changed` events stored with the version they announce, published by the relay. */
  ...outboxField,
});

/**
 * The version of one player's collection, read before every query to trust or reload the snapshot, and
 * the outbox of the changes it announces.
 */
export const Stamp = model('CollectionStamp', stampSchema);

export const stampId = (gameId: string, playerId: string) => `${gameId}:${playerId}`;
