import { inboxField } from '@progression/service-kit';
import { model, Schema, type InferSchemaType } from 'mongoose';

const ownedCountSchema = new Schema(
  {
    /** `<gameId>:<playerId>:<cardId>`: one count per card a player owns or owned in a game. */
    _id: { type: String, required: true },
    gameId: { type: String, required: true },
    playerId: { type: String, required: true },
    cardId: { type: String, required: true },
    /** Copies owned (0 once taken back). */
    owned: { type: Number, required: true },
    /** The `collectionVersion` of the `collection.changed` this count came from: an older one never applies. */
    collectionVersion: { type: Number, required: true },
    ...inboxField,
  },
  // Written straight through the driver (domain/owned-counts.ts), so mongoose's timestamps would be absent.
  { versionKey: false },
);

/**
 * Decks' own copy of how many copies of a card a player owns, kept from collection's `collection.changed`
 * (handler `owned-counts`): saves and imports judge by it and never ask the collection.
 */
export const OwnedCount = model('OwnedCount', ownedCountSchema);
export type OwnedCountRecord = InferSchemaType<typeof ownedCountSchema>;

export const ownedCountId = (gameId: string, playerId: string, cardId: string) =>
  `${gameId}:${playerId}:${cardId}`;
