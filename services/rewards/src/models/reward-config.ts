import { model, Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';

const clockSchema = new Schema(
  { type: { type: String, required: true }, startingFrom: Number, every: Number, quantity: Number },
  { _id: false },
);
const trackSchema = new Schema(
  { id: { type: String, required: true }, clocks: [clockSchema] },
  { _id: false },
);

const rewardConfigSchema = new Schema(
  {
    gameId: { type: String, required: true, unique: true },
    weekTrack: { type: trackSchema, required: true },
    winTrack: { type: trackSchema, required: true },
    lossTrack: { type: trackSchema, required: true },
    updatedBy: { type: String, default: null },
  },
  { timestamps: true },
);

/** A game's three reward tracks; a game without one uses the documented default (domain/default-config). */
export const RewardConfigModel = model('RewardConfig', rewardConfigSchema);
export type RewardConfigDocument = HydratedDocument<InferSchemaType<typeof rewardConfigSchema>>;
