import { defineHandler, withInbox } from '@progression/service-kit';
import type { mongo } from 'mongoose';
import { OwnedCountModel, ownedCountId } from '../../models/owned-count';

/**
 * Keeps drafts' copy of the players' owned counts from `collection.changed`: a card's count is replaced
 * only by a change of a newer version of the player's collection, and carries the event id (the kit's
 * inbox), so a late older change or a redelivery changes nothing. The booster draft auto-pick reads it.
 */
export const ownedCounts = defineHandler({
  name: 'owned-counts',
  events: ['collection.changed'],
  async handle(event) {
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
    await (OwnedCountModel.collection as unknown as mongo.Collection<{ _id: string }>).bulkWrite(
      [...created, ...applied],
      { ordered: true },
    );
  },
});
