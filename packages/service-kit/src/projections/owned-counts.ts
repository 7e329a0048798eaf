import type { EventEnvelope } from '@progression/contracts';
import { Schema, type Model, type mongo } from 'mongoose';
import { inboxField, withInbox } from '../events/inbox';

/**
 * One player's copies of one card in one game, as collection's `collection.changed` last said: the copy
 * a service keeps so that its rules never ask the collection (decks judges saves by it, drafts' booster
 * auto-pick its "owns fewest" rule).
 */
export interface OwnedCount {
  /** `<gameId>:<playerId>:<cardId>` (`ownedCountId`). */
  _id: string;
  gameId: string;
  playerId: string;
  cardId: string;
  /** Copies owned (0 once taken back). */
  owned: number;
  /** The `collectionVersion` of the `collection.changed` this count came from: an older one never applies. */
  collectionVersion: number;
}

export const ownedCountId = (gameId: string, playerId: string, cardId: string) =>
  `${gameId}:${playerId}:${cardId}`;

/** The schema of a service's owned counts; written straight through the driver, so without timestamps. */
export function ownedCountSchema(): Schema<OwnedCount> {
  const schema = new Schema<OwnedCount>(
    {
      _id: { type: String, required: true },
      gameId: { type: String, required: true },
      playerId: { type: String, required: true },
      cardId: { type: String, required: true },
      owned: { type: Number, required: true },
      collectionVersion: { type: Number, required: true },
      ...inboxField,
    },
    { versionKey: false },
  );
  schema.index({ gameId: 1, playerId: 1 });
  return schema;
}

/**
 * Applies a `collection.changed` to a service's owned counts: each card's count is replaced only by a
 * change of a newer version of the player's collection, and carries the event id (the kit's inbox), so an
 * older change arriving late, or a redelivery, changes nothing. Counts start at version 0 (created once,
 * insert-only).
 */
export async function applyOwnedCountChange(
  counts: Model<OwnedCount>,
  event: EventEnvelope<'collection.changed'>,
): Promise<void> {
  const { gameId, playerId, collectionVersion, cards } = event.data;
  if (cards.length === 0) return;
  const created: mongo.AnyBulkWriteOperation<{ _id: string }>[] = cards.map(({ cardId }) => ({
    updateOne: {
      filter: { _id: ownedCountId(gameId, playerId, cardId) },
      update: { $setOnInsert: { gameId, playerId, cardId, owned: 0, collectionVersion: 0 } },
      upsert: true,
    },
  }));
  const applied: mongo.AnyBulkWriteOperation<{ _id: string }>[] = cards.map(({ cardId, owned }) => {
    const once = withInbox(
      event.id,
      { _id: ownedCountId(gameId, playerId, cardId), collectionVersion: { $lt: collectionVersion } },
      { $set: { owned, collectionVersion } },
    );
    return { updateOne: { filter: once.filter, update: once.update } };
  });
  // One write, in order: the counts are created, then set. Straight to the driver: the event's strings and
  // numbers need no casting, which cost more than the write itself.
  await (counts.collection as unknown as mongo.Collection<{ _id: string }>).bulkWrite(
    [...created, ...applied],
    { ordered: true },
  );
}
