import { model, Schema } from 'mongoose';
import type { CardDoc } from '../import/snapshot';

/** A card, keyed by its passcode; `artworkIds` holds every artwork's passcode (alternate arts resolve here). */
const cardSchema = new Schema(
  {
    _id: { type: String, required: true },
    konamiId: { type: Number, default: null },
    name: { type: String, required: true },
    description: { type: String, required: true },
    yugiohMetaData: { type: Schema.Types.Mixed, required: true },
    deckZone: { type: String, required: true },
    archetype: { type: String, default: null },
    linkRating: { type: Number, default: null },
    linkMarkers: { type: [String], default: [] },
    pendulumScale: { type: Number, default: null },
    pendulumDescription: { type: String, default: null },
    monsterDescription: { type: String, default: null },
    skillCharacter: { type: String, default: null },
    artworkIds: { type: [String], default: [] },
    legacyBans: { type: Schema.Types.Mixed, required: true },
    firstPrintedRarity: { type: String, default: null },
    contentHash: { type: String, required: true },
  },
  { versionKey: false, collection: 'cards' },
);
cardSchema.index({ artworkIds: 1 });

export const CardModel = model('Card', cardSchema);

export type CardDocument = Omit<CardDoc, 'id'> & { _id: string; contentHash: string };
