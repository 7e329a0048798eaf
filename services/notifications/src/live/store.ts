import type { NotificationKind } from '@progression/contracts';
import { Notification } from '../models/notification';
import { nextSequence } from '../models/user-sequence';
import { liveFeed } from './feed';

/** One user's notification about one event. */
export interface Recipient {
  userId: string;
  message: string;
  link: string;
}

export interface NotifyInput {
  /** The event's id: with the user's id, the notification's id (one per player per event). */
  eventId: string;
  kind: NotificationKind;
  gameId: string;
  occurredAt: string;
  recipients: Recipient[];
  /** Kept on a week's notification (see the draft-created handler). */
  week?: number;
}

export const notificationId = (eventId: string, userId: string) => `${eventId}:${userId}`;

/**
 * Stores each recipient's notification exactly once (an upsert on an id derived from the event and the
 * user: a redelivery, or a second replica, inserts nothing), then wakes that user's open streams. A
 * redelivery may use up a sequence number; the gap is harmless (ids are ordered, not contiguous).
 */
export async function notify(input: NotifyInput): Promise<void> {
  const unique = new Map(input.recipients.map((recipient) => [recipient.userId, recipient]));
  await Promise.all(
    [...unique.values()].map(async ({ userId, message, link }) => {
      const _id = notificationId(input.eventId, userId);
      if (await Notification.exists({ _id })) return;
      const seq = await nextSequence(userId);
      await Notification.updateOne(
        { _id },
        {
          $setOnInsert: {
            userId,
            seq,
            kind: input.kind,
            gameId: input.gameId,
            message,
            link,
            read: false,
            createdAt: new Date(input.occurredAt),
            ...(input.week !== undefined && { week: input.week }),
          },
        },
        { upsert: true },
      );
      liveFeed.announce(userId);
    }),
  );
}
