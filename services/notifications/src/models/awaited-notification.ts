import { notificationKinds } from '@progression/contracts';
import { model, Schema } from 'mongoose';

const awaitedNotificationSchema = new Schema(
  {
    /** `<event id>:<player id>`: one per player per event, whatever the redeliveries (insert-only). */
    _id: { type: String, required: true },
    eventId: { type: String, required: true },
    gameId: { type: String, required: true },
    playerId: { type: String, required: true },
    kind: { type: String, enum: notificationKinds, required: true },
    message: { type: String, required: true },
    link: { type: String, required: true },
    week: { type: Number },
    occurredAt: { type: Date, required: true },
  },
  { versionKey: false },
);
awaitedNotificationSchema.index({ gameId: 1, playerId: 1 });

/**
 * A notification for a player this service has not heard of yet (events name players; their
 * game.player.joined, which names the user, may come later): kept until it does, then delivered.
 */
export const AwaitedNotification = model(
  'AwaitedNotification',
  awaitedNotificationSchema,
  'awaited_notifications',
);
