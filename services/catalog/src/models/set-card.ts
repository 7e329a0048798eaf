import { model, Schema } from 'mongoose';
import type { SetCardDoc } from '../import/snapshot';

/** A printing: a card in a set at a rarity. */
const setCardSchema = new Schema(
  {
    _id: { type: String, required: true },
    setId: { type: String, required: true },
    setName: { type: String, required: true },
    cardId: { type: String, required: true },
    printingCode: { type: String, required: true },
    rarity: { type: String, required: true },
    rarityName: { type: String, required: true },
    equivalentRarity: { type: String, required: true },
    quantity: { type: Number, required: true },
    releaseDate: { type: String, required: true },
    contentHash: { type: String, required: true },
  },
  { versionKey: false, collection: 'set_cards' },
);
setCardSchema.index({ setId: 1 });
setCardSchema.index({ cardId: 1 });

export const SetCardModel = model('SetCard', setCardSchema);

export type SetCardDocument = Omit<SetCardDoc, 'id'> & { _id: string; contentHash: string };
