import type { EventEnvelope } from '@progression/contracts';
import { withInbox } from '@progression/service-kit';
import type { mongo } from 'mongoose';
import { OwnedCount, ownedCountId } from '../models/owned-count';

/** Copies of each listed card the player owns in the game, from decks' own counts (0 for a card never seen). */
export async function ownedCounts(
  gameId: string,
  playerId: string,
  cardIds: string[],
): Promise<Map<string, number>> {
  const counts = await OwnedCount.find(
    { _id: { $in: cardIds.map((cardId) => ownedCountId(gameId, playerId, cardId)) } },
    { cardId: 1, owned: 1 },
  ).lean();
  const owned = new Map(counts.map((count) => [count.cardId, count.owned]));
  return new Map(cardIds.map((cardId) => [cardId, owned.get(cardId) ?? 0]));
}

/**
 * Applies a `collection.changed` to the counts: each card's count is replaced only by a change of a newer
 * version of the player's collection, and carries the event id (the kit's inbox), so an older change
 * arriving late, or a redelivery, changes nothing. Counts start at version 0 (created once, insert-only).
 */
export async function applyOwnedChange(event: EventEnvelope<'collection.changed'>): Promise<void> {
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
  await (OwnedCount.collection as unknown as mongo.Collection<{ _id: string }>).bulkWrite(
    [...created, ...applied],
    { ordered: true },
  );
}
