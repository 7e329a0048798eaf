import type { NotificationKind } from '@progression/contracts';
import { isDuplicateKey } from '@progression/service-kit';
import { AwaitedNotification } from '../models/awaited-notification';
import { Notification } from '../models/notification';
import { usersOfPlayers } from '../models/player';
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
 * Stores each recipient's notification exactly once (an id derived from the event and the user, only
 * ever inserted: a redelivery, or a second replica, inserts nothing), then wakes that user's open streams.
 * All recipients take one read and one bulk insert (a week start tells 32 players at once); each still
 * gets their own next sequence number. A redelivery may use up a sequence number; the gap is harmless
 * (ids are ordered, not contiguous).
 */
export async function notify(input: NotifyInput): Promise<void> {
  const unique = new Map(input.recipients.map((recipient) => [recipient.userId, recipient]));
  if (unique.size === 0) return;
  const ids = [...unique.keys()].map((userId) => notificationId(input.eventId, userId));
  const stored = new Set(
    (await Notification.find({ _id: { $in: ids } }, { userId: 1 }).lean()).map((note) => note.userId),
  );
  const fresh = [...unique.values()].filter(({ userId }) => !stored.has(userId));
  if (fresh.length === 0) return;
  const createdAt = new Date(input.occurredAt);
  const notes = await Promise.all(
    fresh.map(async ({ userId, message, link }) => ({
      _id: notificationId(input.eventId, userId),
      userId,
      seq: await nextSequence(userId),
      kind: input.kind,
      gameId: input.gameId,
      message,
      link,
      read: false,
      createdAt,
      ...(input.week !== undefined && { week: input.week }),
    })),
  );
  try {
    await Notification.collection.insertMany(notes as never[], { ordered: false });
  } catch (error) {
    // Stored meanwhile by another replica handling the same event: theirs stands, the rest went in.
    if (!isDuplicateKey(error)) throw error;
  }
  for (const { userId } of fresh) liveFeed.announce(userId);
}

/** One player's notification about one event, for events that name players rather than users. */
export interface PlayerRecipient {
  playerId: string;
  message: string;
  link: string;
}

export interface NotifyPlayersInput extends Omit<NotifyInput, 'recipients'> {
  recipients: PlayerRecipient[];
}

/**
 * Notifies players: those already known (game.player.joined) at once through `notify`; each other one's
 * notification is kept (insert-only, `<event id>:<player id>`) and delivered when the player becomes known
 * (`deliverAwaited`). Nobody is dropped, however late their player event comes. The players are read again
 * after keeping: a join handled meanwhile stored its player before reading what awaits it, so one of the
 * two sees the other's write, and `notify` stores each notification once either way.
 */
export async function notifyPlayers(input: NotifyPlayersInput): Promise<void> {
  const { recipients, ...notice } = input;
  const known = await usersOfPlayers(
    input.gameId,
    recipients.map((recipient) => recipient.playerId),
  );
  const toUsers = (users: Map<string, string>, of: PlayerRecipient[]) =>
    of.flatMap(({ playerId, message, link }) => {
      const userId = users.get(playerId);
      return userId ? [{ userId, message, link }] : [];
    });
  await notify({ ...notice, recipients: toUsers(known, recipients) });
  const unknown = recipients.filter((recipient) => !known.has(recipient.playerId));
  if (unknown.length === 0) return;
  await Promise.all(
    unknown.map(({ playerId, message, link }) =>
      AwaitedNotification.updateOne(
        { _id: `${input.eventId}:${playerId}` },
        {
          $setOnInsert: {
            eventId: input.eventId,
            gameId: input.gameId,
            playerId,
            kind: input.kind,
            message,
            link,
            occurredAt: new Date(input.occurredAt),
            ...(input.week !== undefined && { week: input.week }),
          },
        },
        { upsert: true },
      ),
    ),
  );
  const nowKnown = await usersOfPlayers(
    input.gameId,
    unknown.map((recipient) => recipient.playerId),
  );
  for (const [playerId, userId] of nowKnown) await deliverAwaited(input.gameId, playerId, userId);
}

/**
 * Delivers what awaited a player who is now known (call once the player is stored), each once: the
 * notification's id is the event's and the user's, and an awaited one is removed only after it is stored.
 */
export async function deliverAwaited(gameId: string, playerId: string, userId: string): Promise<void> {
  for (const awaited of await AwaitedNotification.find({ gameId, playerId }).lean()) {
    await notify({
      eventId: awaited.eventId,
      kind: awaited.kind,
      gameId,
      occurredAt: awaited.occurredAt.toISOString(),
      recipients: [{ userId, message: awaited.message, link: awaited.link }],
      ...(awaited.week != null && { week: awaited.week }),
    });
    await AwaitedNotification.deleteOne({ _id: awaited._id });
  }
}
