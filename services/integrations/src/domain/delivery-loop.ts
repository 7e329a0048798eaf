import type { Logger } from '@progression/service-kit';
import { Announcement, type AnnouncementDocument } from '../models/announcement';
import type { DiscordApi } from '../discord/api';
import type { ActionRow } from '../discord/components';

/** Waits after the 1st, 2nd, ... failed post of an announcement; past the last it is FAILED. */
export const retryDelaysMs = [1_000, 5_000, 30_000, 60_000, 300_000, 900_000, 3_600_000];
/** How long a sender holds an announcement it took: another replica retries it only after this. */
const claimMs = 60_000;
/** Announcements taken in one round; each is posted on its own, so a failing one holds no other. */
const batchSize = 25;

export interface DeliveryLoop {
  /** Look for due announcements now (a new one was queued). */
  wake(): void;
  stop(): Promise<void>;
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500) ||
  'Discord did not take the message';

/** Posts one announcement it has claimed, then records SENT, or the next try's time, or FAILED. */
async function deliver(discord: DiscordApi, announcement: AnnouncementDocument, logger: Logger) {
  const attempts = (announcement.attempts ?? 0) + 1;
  try {
    const messageId = await discord.postMessage(
      announcement.channelId,
      announcement.content,
      (announcement.components ?? []) as ActionRow[],
    );
    await Announcement.updateOne(
      { _id: announcement._id },
      { $set: { state: 'SENT', sentAt: new Date(), messageId, attempts, lastError: null } },
    );
  } catch (error) {
    const delay = retryDelaysMs[attempts - 1];
    logger.warn({ err: error, announcement: announcement._id, attempts }, 'a Discord post failed');
    await Announcement.updateOne(
      { _id: announcement._id },
      {
        $set: {
          attempts,
          lastError: errorText(error),
          ...(delay === undefined ? { state: 'FAILED' } : { nextAttemptAt: new Date(Date.now() + delay) }),
        },
      },
    );
  }
}

/**
 * The per-announcement retry loop (never the event handler, which only stores the announcement): every
 * `intervalMs` it claims the due PENDING announcements, oldest first, and posts each on its own, so a
 * failing channel or game is retried with back-off while the others go out. A claim moves
 * `nextAttemptAt` forward, so a replica that crashed mid-post has it retried after `claimMs`.
 */
export function startDeliveryLoop(options: {
  discord: DiscordApi;
  logger: Logger;
  intervalMs?: number;
}): DeliveryLoop {
  const { discord, logger, intervalMs = 1_000 } = options;
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<unknown>>();

  async function round() {
    const now = new Date();
    const due = await Announcement.find({ state: 'PENDING', nextAttemptAt: { $lte: now } })
      .sort({ nextAttemptAt: 1, createdAt: 1 })
      .limit(batchSize);
    for (const announcement of due) {
      const taken = await Announcement.findOneAndUpdate(
        { _id: announcement._id, state: 'PENDING', nextAttemptAt: announcement.nextAttemptAt },
        { $set: { nextAttemptAt: new Date(now.getTime() + claimMs) } },
        { returnDocument: 'after' },
      );
      if (!taken) continue;
      // Not awaited: a slow or rate-limited post holds neither the next round nor other games.
      const post = deliver(discord, taken, logger)
        .catch((error: unknown) => logger.error({ err: error }, 'recording a delivery failed'))
        .finally(() => inFlight.delete(post));
      inFlight.add(post);
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick() {
    if (running || stopped) return;
    running = round()
      .catch((error: unknown) => logger.error({ err: error }, 'the announcement delivery round failed'))
      .finally(() => {
        running = undefined;
        schedule(intervalMs);
      });
  }

  schedule(0);
  return {
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await Promise.all([...inFlight]);
    },
  };
}
