import { model, Schema } from 'mongoose';

const discordLinkSchema = new Schema(
  {
    /** The Discord user id. */
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    username: { type: String, required: true },
  },
  { timestamps: true },
);
// One Discord account per Progression account: linking another replaces the old link.
discordLinkSchema.index({ userId: 1 }, { unique: true });

/** A Discord user linked to a Progression account (/link). */
export const DiscordLink = model('DiscordLink', discordLinkSchema);
