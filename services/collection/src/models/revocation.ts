import { model, Schema } from 'mongoose';

const revocationSchema = new Schema(
  {
    /** `draft:<packDraftId>` or `reward:<rewardId>`. */
    _id: { type: String, required: true },
    /** The `reward.reverted` event that took it back. */
    eventId: { type: String, required: true },
  },
  { timestamps: true },
);

/**
 * A tombstone of a reverted reward: a claim or an opened pack arriving after its revert (redelivered, or
 * opened later) is recorded revoked, so it never grants anything.
 */
export const Revocation = model('Revocation', revocationSchema);

export const draftRevocationId = (draftId: string) => `draft:${draftId}`;
export const rewardRevocationId = (rewardId: string) => `reward:${rewardId}`;
