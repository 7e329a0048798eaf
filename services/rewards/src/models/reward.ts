import { model, Schema, type InferSchemaType } from 'mongoose';
import { outboxField, type WithOutbox } from '@progression/service-kit';

const cardSchema = new Schema({ cardId: String, quantity: Number }, { _id: false });

/**
 * A reward a track's clock granted (`_id` derived from game, player, track kind, clock and counter value,
 * so a counter value grants once). The claim's choice and what it granted stay on it, so a revert takes
 * back exactly that; its events travel in its outbox.
 */
const rewardSchema = new Schema(
  {
    _id: { type: String, required: true },
    gameId: { type: String, required: true },
    playerId: { type: String, required: true },
    userId: { type: String, required: true },
    type: { type: String, required: true },
    quantity: { type: Number, required: true },
    /** The active week when it was granted. */
    week: { type: Number, required: true },
    trackKind: { type: String, required: true },
    trackId: { type: String, required: true },
    clockIndex: { type: Number, required: true },
    counter: { type: Number, required: true },
    /** The id of the pack or wildcard draft the claim is made through. */
    draftId: { type: String, required: true, unique: true },
    status: { type: String, default: 'UNCLAIMED' },
    /** Bumped by every claim and revert: a claim applies only to the revision it read. */
    revision: { type: Number, default: 0 },
    selectedPackIds: { type: [String], default: [] },
    /** The REWARD pack draft the drafts service creates for a pack claim. */
    packDraftId: { type: String, default: null },
    selectedCardIds: { type: [String], default: [] },
    cards: { type: [cardSchema], default: [] },
    claimedAt: { type: Date, default: null },
    grantedAt: { type: Date, required: true },
    ...outboxField,
  },
  { versionKey: false },
);
rewardSchema.index({ gameId: 1, playerId: 1 });

export const Reward = model('Reward', rewardSchema);
export type RewardDocument = InferSchemaType<typeof rewardSchema> & WithOutbox & { _id: string };
