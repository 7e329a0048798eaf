import { model, Schema } from 'mongoose';
import type { BanlistVersionDoc } from '../import/snapshot';

/** One version of a system banlist, keyed `<format>:<activeFrom>`. */
const banlistVersionSchema = new Schema(
  {
    _id: { type: String, required: true },
    format: { type: String, required: true },
    activeFrom: { type: String, required: true },
    entries: { type: [Schema.Types.Mixed], default: [] },
    contentHash: { type: String, required: true },
    /** When this version was first imported. */
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'banlist_versions' },
);
banlistVersionSchema.index({ format: 1, activeFrom: 1 }, { unique: true });

export const BanlistVersionModel = model('BanlistVersion', banlistVersionSchema);

export type BanlistVersionDocument = BanlistVersionDoc & {
  _id: string;
  contentHash: string;
  createdAt: Date;
};
