import { model, Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';

const channelSchema = new Schema({ id: { type: String, required: true }, name: String }, { _id: false });

const subscriptionSchema = new Schema(
  {
    /** The game id: one server per game. */
    _id: { type: String, required: true },
    guildId: { type: String, required: true },
    guildName: { type: String, required: true },
    /** The server's text channels the bot could post in when it last looked (/subscribe). */
    channels: { type: [channelSchema], default: [] },
    /** The channels the admin offers (a subset of `channels`); the default is one of them. */
    candidateChannels: { type: [String], default: [] },
    defaultChannel: { type: String, required: true },
    /** The Discord user who subscribed. */
    subscribedBy: { type: String, required: true },
  },
  { timestamps: true, optimisticConcurrency: true },
);
// One game per server: a second game's /subscribe in the same server is refused.
subscriptionSchema.index({ guildId: 1 }, { unique: true });

/** A game's Discord server, registered by /subscribe with the game's invite code. */
export const Subscription = model('Subscription', subscriptionSchema);
export type SubscriptionDocument = HydratedDocument<InferSchemaType<typeof subscriptionSchema>>;
