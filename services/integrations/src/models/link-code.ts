import { model, Schema } from 'mongoose';

const linkCodeSchema = new Schema({
  /** The code itself: redeeming it is one atomic delete. */
  _id: { type: String, required: true },
  userId: { type: String, required: true },
  username: { type: String, required: true },
  expiresAt: { type: Date, required: true },
});
// Mongo drops expired codes (the redeem query also checks the time: the TTL monitor runs once a minute).
linkCodeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
linkCodeSchema.index({ userId: 1 });

/** A one-time code from the web app's profile menu; /link code:<code> redeems it within 10 minutes. */
export const LinkCode = model('LinkCode', linkCodeSchema);
