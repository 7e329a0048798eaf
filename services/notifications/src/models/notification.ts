import { notificationKinds } from '@progression/contracts';
import { model, Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';

/** How long a notification is kept: 60 days, then the TTL index removes it (read or not). */
export const notificationLifetimeSeconds = 60 * 24 * 60 * 60;

const notificationSchema = new Schema(
  {
    /**
     * `<event id>:<user id>`: one notification per user per event, whatever the redeliveries; a booster
     * table's pick-due note is `pick-due:<table id>:<user id>`, one per player per table.
     */
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    /** The user's own sequence (UserSequence): newest is highest, the stream's event id. */
    seq: { type: Number, required: true },
    kind: { type: String, enum: notificationKinds, required: true },
    gameId: { type: String, required: true },
    message: { type: String, required: true },
    link: { type: String, required: true },
    read: { type: Boolean, default: false },
    /** Set on a week's notification, so that week's draft can give it its link (draft.created WEEKLY). */
    week: { type: Number },
    draftId: { type: String },
    /** Set on a booster table's pick-due note: the pick it is about (only a newer one replaces it). */
    pickNumber: { type: Number },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// The list, the unread count and the stream's catch-up: one user's, by sequence.
notificationSchema.index({ userId: 1, seq: -1 });
notificationSchema.index({ userId: 1, read: 1 });
// Old notifications expire (see README).
notificationSchema.index({ createdAt: 1 }, { expireAfterSeconds: notificationLifetimeSeconds });

/** One thing that happened in a game, for one user. */
export const Notification = model('Notification', notificationSchema);
export type NotificationDocument = HydratedDocument<InferSchemaType<typeof notificationSchema>>;
export type NotificationRecord = InferSchemaType<typeof notificationSchema>;
