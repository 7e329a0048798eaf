import { model, Schema } from 'mongoose';

const userSequenceSchema = new Schema(
  { _id: { type: String, required: true }, seq: { type: Number, default: 0 } },
  { versionKey: false },
);

/** Each user's last notification sequence number: their notifications are ordered by it. */
export const UserSequence = model('UserSequence', userSequenceSchema, 'user_sequences');

/** The next sequence number of a user's notifications (1, 2, ...). */
export async function nextSequence(userId: string): Promise<number> {
  const counter = await UserSequence.findOneAndUpdate(
    { _id: userId },
    { $inc: { seq: 1 } },
    { upsert: true, returnDocument: 'after' },
  ).lean();
  return counter!.seq;
}

/** The user's last sequence number (0 before their first notification). */
export async function lastSequence(userId: string): Promise<number> {
  return (await UserSequence.findById(userId).lean())?.seq ?? 0;
}
