import type { PassThrough } from 'node:stream';
import {
  draftTableStreamEvent,
  notificationStreamEvent,
  notificationsReadStreamEvent,
  type DraftTableSignal,
} from '@progression/contracts';
import { Notification } from '../models/notification';
import { presentNotification } from '../models/notification.presenter';
import type { LiveFeed, WakeUp } from './feed';

/**
 * A comment line every `heartbeatMs`, so proxies and load balancers keep an idle stream open (and a read
 * then, should a wake-up have been lost). Tests shorten it.
 */
export const streamSettings = { heartbeatMs: 15_000 };
/** At most this many notifications are sent per read (a long-missed stream catches up in turns). */
const batch = 100;

/**
 * One open stream of one user: on every wake-up of theirs (and at each heartbeat, should a wake-up have
 * been lost) it sends the notifications past the last sequence number it sent, in order, each as an SSE
 * event whose id is that number, so a reconnect with `Last-Event-ID` resumes where it stopped.
 */
export class UserStream {
  private sending = false;
  private again = false;
  private closed = false;
  private readonly stopListening: () => void;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly userId: string,
    private lastSeq: number,
    private readonly out: PassThrough,
    feed: LiveFeed,
  ) {
    this.stopListening = feed.listen(userId, (wakeUp: WakeUp) => {
      if (wakeUp === 'read') void this.sendUnreadCount();
      else if (wakeUp === 'new') void this.send();
      else this.sendTableSignal(wakeUp.table);
    });
    this.heartbeat = setInterval(() => {
      this.write(': heartbeat\n\n');
      void this.send();
    }, streamSettings.heartbeatMs);
    this.heartbeat.unref();
    // Browsers reconnect after this long when the connection drops.
    this.write('retry: 2000\n\n');
    void this.send();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    this.stopListening();
    this.out.end();
  }

  /** Sends what is new; one read at a time, and one more when woken during a read. */
  private async send(): Promise<void> {
    if (this.closed) return;
    if (this.sending) {
      this.again = true;
      return;
    }
    this.sending = true;
    try {
      do {
        this.again = false;
        const fresh = await Notification.find({ userId: this.userId, seq: { $gt: this.lastSeq } })
          .sort({ seq: 1 })
          .limit(batch)
          .lean();
        for (const record of fresh) {
          if (this.closed) return;
          this.lastSeq = record.seq;
          const data = JSON.stringify(presentNotification(record));
          this.write(`id: ${record.seq}\nevent: ${notificationStreamEvent}\ndata: ${data}\n\n`);
        }
        if (fresh.length === batch) this.again = true;
      } while (this.again && !this.closed);
    } catch {
      // Mongo unavailable for a moment: the next wake-up or heartbeat tries again.
    } finally {
      this.sending = false;
    }
  }

  /** Read marks made elsewhere (another tab): the count left, so every bell shows the same. */
  private async sendUnreadCount(): Promise<void> {
    try {
      const unreadCount = await Notification.countDocuments({ userId: this.userId, read: false });
      this.write(`event: ${notificationsReadStreamEvent}\ndata: ${JSON.stringify({ unreadCount })}\n\n`);
    } catch {
      // The tab's next refetch shows it.
    }
  }

  /** A table of the user's changed: passed on as it came (no id: a reconnect has nothing to resume). */
  private sendTableSignal(signal: DraftTableSignal): void {
    this.write(`event: ${draftTableStreamEvent}\ndata: ${JSON.stringify(signal)}\n\n`);
  }

  private write(text: string): void {
    if (!this.closed && !this.out.destroyed) this.out.write(text);
  }
}
