import { inboxField } from '@progression/service-kit';
import { model, Schema } from 'mongoose';

/**
 * Drafts' own copy of how many copies of a card a player owns, kept from collection's `collection.changed`
 * (handler `owned-counts`), for the booster draft auto-pick's "owns fewest" rule; never asks the collection.
 */
export interface StoredOwnedCount {
  /** `<gameId>:<playerId>:<cardId>`. */
  _id: string;
  gameId: string;
  playerId: string;
  cardId: string;
  /** Copies owned (0 once taken back). */
  owned: number;
  /** The `collectionVersion` this count came from: an older change never applies. */
  collectionVersion: number;
}

const ownedCountSchema = new Schema<StoredOwnedCount>(
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
ownedCountSchema.index({ gameId: 1, playerId: 1 });

export const OwnedCountModel = model<StoredOwnedCount>('OwnedCount', ownedCountSchema);

export const ownedCountId = (gameId: string, playerId: string, cardId: string) =>
  `${gameId}:${playerId}:${cardId}`;
