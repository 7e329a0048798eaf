import { model, Schema, type InferSchemaType } from 'mongoose';

const entrySchema = new Schema(
  {
    /** `<gameId>:<playerId>:<cardId>`: one entry per card a player owns in a game. */
    _id: { type: String, required: true },
    gameId: { type: String, required: true },
    playerId: { type: String, required: true },
    cardId: { type: String, required: true },
    quantity: { type: Number, required: true },
    /** The first week a copy was acquired. */
    weekAcquired: { type: Number, required: true },
    /** Rank of the rarest equivalent rarity owned (0: none known). */
    rarityRank: { type: Number, required: true },
    rarity: { type: String, default: null },
    /** The catalog's card, answered as is. */
    card: { type: Schema.Types.Mixed, required: true },
    // What filters and sorts read, kept here so a query never asks the catalog (see domain/searchable.ts).
    nameKey: { type: String, required: true },
    textKey: { type: String, required: true },
    hasMeta: { type: Boolean, required: true },
    kind: { type: String, default: null },
    kindRank: { type: Number, required: true },
    typeCode: { type: String, default: null },
    attribute: { type: String, default: null },
    monsterCardTypes: { type: [String], default: [] },
    race: { type: String, default: null },
    level: { type: Number, default: null },
    attack: { type: Number, default: null },
    defense: { type: Number, default: null },
  },
  { timestamps: true, minimize: false },
);
// A player's entries (the query's snapshot load) and the owned-cards read, by card.
entrySchema.index({ gameId: 1, playerId: 1, cardId: 1 });

/** A card a player owns in a game, with its quantity and what the collection query filters and sorts on. */
export const Entry = model('Entry', entrySchema);
export type EntryRecord = InferSchemaType<typeof entrySchema>;

export const entryId = (gameId: string, playerId: string, cardId: string) =>
  `${gameId}:${playerId}:${cardId}`;
