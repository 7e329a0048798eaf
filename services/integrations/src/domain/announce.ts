import type { announcementKinds } from '@progression/contracts';
import type { Button } from '../discord/components';
import { rowsOf } from '../discord/components';
import { Announcement } from '../models/announcement';
import { Subscription } from '../models/subscription';
import { discordText } from './discord-text';

/**
 * Stores an event's announcement for the game's default channel, once: its id is derived from the event
 * (a redelivery, or a replay after a restart, upserts the same document and changes nothing). The delivery
 * loop posts it. A game without a server, or a bot without Discord settings, announces nothing.
 */
export async function queueAnnouncement(input: {
  id: string;
  gameId: string;
  kind: (typeof announcementKinds)[number];
  lines: string[];
  /** Buttons under the text (laid out in rows). */
  buttons?: Button[];
}): Promise<boolean> {
  const subscription = await Subscription.findById(input.gameId, { defaultChannel: 1 }).lean();
  if (!subscription) return false;
  const result = await Announcement.updateOne(
    { _id: input.id },
    {
      $setOnInsert: {
        gameId: input.gameId,
        kind: input.kind,
        channelId: subscription.defaultChannel,
        content: discordText(input.lines),
        components: rowsOf(input.buttons ?? []),
        state: 'PENDING',
        attempts: 0,
        nextAttemptAt: new Date(),
      },
    },
    { upsert: true },
  );
  return result.upsertedCount === 1;
}

/** An announcement's id for an event about a game. */
export const announcementIdOf = (eventId: string, gameId: string) => `${eventId}:${gameId}`;
