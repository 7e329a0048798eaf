import { model, Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import { announcementKinds, deliveryStates } from '@progression/contracts';

const announcementSchema = new Schema(
  {
    /** `<event id>:<game id>` for an event (so a redelivered event finds it), a random id for a test. */
    _id: { type: String, required: true },
    gameId: { type: String, required: true },
    kind: { type: String, enum: announcementKinds, required: true },
    channelId: { type: String, required: true },
    content: { type: String, required: true },
    /** The message's rows of buttons, as Discord takes them (`discord/components.ts`). */
    components: { type: [Schema.Types.Mixed], default: [] },
    state: { type: String, enum: deliveryStates, default: 'PENDING' },
    attempts: { type: Number, default: 0 },
    /** When the delivery loop may try it next (also a claim: a sender pushes it past its own timeout). */
    nextAttemptAt: { type: Date, default: () => new Date() },
    lastError: { type: String, default: null },
    sentAt: { type: Date, default: null },
    messageId: { type: String, default: null },
  },
  { timestamps: true },
);
// The delivery loop's query: due pending announcements, oldest first.
announcementSchema.index({ state: 1, nextAttemptAt: 1 });
// The panel's list: a game's latest.
announcementSchema.index({ gameId: 1, createdAt: -1 });

/** A message for a game's default channel, with its delivery state. */
export const Announcement = model('Announcement', announcementSchema);
export type AnnouncementDocument = HydratedDocument<InferSchemaType<typeof announcementSchema>>;
