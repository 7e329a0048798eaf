import mongoose from 'mongoose';
import { Conflict } from './errors';
import { isDuplicateKey } from './mongo-errors';

/** How much of each quota each user has used: one document per quota and user. */
const usageSchema = new mongoose.Schema(
  { _id: { type: String, required: true }, used: { type: Number, required: true } },
  { versionKey: false },
);
const Usage = mongoose.models.QuotaUsage ?? mongoose.model('QuotaUsage', usageSchema, 'quotaUsage');

export interface UserQuotaOptions {
  /** Names the quota in the usage collection, e.g. `modes`. */
  name: string;
  limit: number;
  /** The 409 message once the quota is used up. */
  message: string;
  /** What the user already has, counted once when the quota is first used for them. */
  countExisting(userId: string): Promise<number>;
}

/** A per-user quota of created things, exact under concurrent requests (one conditional increment). */
export interface UserQuota {
  /** Takes one unit, or throws 409 with the quota's message when none is left. */
  take(userId: string): Promise<void>;
  /** Returns a unit whose creation then failed. */
  giveBack(userId: string): Promise<void>;
}

export function userQuota({ name, limit, message, countExisting }: UserQuotaOptions): UserQuota {
  const keyOf = (userId: string) => `${name}:${userId}`;
  return {
    async take(userId) {
      const _id = keyOf(userId);
      if (!(await Usage.exists({ _id }))) {
        try {
          await Usage.create({ _id, used: await countExisting(userId) });
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
      }
      const taken = await Usage.findOneAndUpdate({ _id, used: { $lt: limit } }, { $inc: { used: 1 } });
      if (!taken) throw new Conflict(message);
    },
    async giveBack(userId) {
      await Usage.updateOne({ _id: keyOf(userId) }, { $inc: { used: -1 } });
    },
  };
}
