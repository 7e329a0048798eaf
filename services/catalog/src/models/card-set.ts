import { model, Schema } from 'mongoose';
import type { CardSetType } from '@progression/contracts';
import type { PackLayout } from '../domain/pack-layout';

/** A card set, keyed by the stable id derived from its name. */
const cardSetSchema = new Schema(
  {
    _id: { type: String, required: true },
    setName: { type: String, required: true },
    setCode: { type: String, required: true },
    numOfCards: { type: Number, required: true },
    /** `YYYY-MM-DD`. */
    releaseDate: { type: String, required: true },
    type: { type: String, required: true },
    hasImage: { type: Boolean, required: true },
    packLayout: { type: Schema.Types.Mixed, required: true },
    /** Hash of the imported content: an import rewrites the document only when it changed. */
    contentHash: { type: String, required: true },
  },
  { versionKey: false, collection: 'card_sets' },
);
cardSetSchema.index({ setName: 1 }, { unique: true });

export const CardSetModel = model('CardSet', cardSetSchema);

export interface CardSetDocument {
  _id: string;
  setName: string;
  setCode: string;
  numOfCards: number;
  releaseDate: string;
  type: CardSetType;
  hasImage: boolean;
  packLayout: PackLayout;
  contentHash: string;
}
