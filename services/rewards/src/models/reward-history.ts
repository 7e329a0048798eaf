import { model, Schema, type InferSchemaType } from 'mongoose';

/**
 * Every grant, claim, revert and delete of a reward: who did it (null for the league's own tracks) and
 * when. `_id` is derived from the change, so a retried write records it once.
 */
const rewardHistorySchema = new Schema(
  {
    _id: { type: String, required: true },
    rewardId: { type: String, required: true },
    gameId: { type: String, required: true },
    playerId: { type: String, required: true },
    action: { type: String, required: true },
    type: { type: String, required: true },
    quantity: { type: Number, required: true },
    week: { type: Number, required: true },
    byUserId: { type: String, default: null },
    byName: { type: String, required: true },
    at: { type: Date, required: true },
    detail: { type: String, default: '' },
  },
  { versionKey: false },
);
rewardHistorySchema.index({ gameId: 1, at: -1 });

export const RewardHistory = model('RewardHistory', rewardHistorySchema);
export type RewardHistoryDocument = InferSchemaType<typeof rewardHistorySchema> & { _id: string };
