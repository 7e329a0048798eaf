import { model, Schema } from 'mongoose';

const seenInteractionSchema = new Schema({
  /** The interaction id: a second request with it is a replay. */
  _id: { type: String, required: true },
  receivedAt: { type: Date, default: () => new Date() },
});
// Kept a day: interactions older than the accepted timestamp window are refused anyway.
seenInteractionSchema.index({ receivedAt: 1 }, { expireAfterSeconds: 86_400 });

/** Interaction ids already answered. */
export const SeenInteraction = model('SeenInteraction', seenInteractionSchema);
