import mongoose from 'mongoose';
import { outboxField } from '@progression/service-kit';

const userSchema = new mongoose.Schema(
  {
    /** As the user typed it; shown to others. */
    username: { type: String, required: true },
    /** Uniqueness without regard to case. */
    usernameLower: { type: String, required: true, unique: true },
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    /** argon2id; never selected unless asked for, never logged or returned. */
    passwordHash: { type: String, required: true, select: false },
    /** Avatar colour picked at registration. */
    color: { type: String, required: true },
    ...outboxField,
  },
  { timestamps: true },
);

export const User = mongoose.model('User', userSchema, 'users');
export type UserDocument = InstanceType<typeof User>;
