import { draftTableSignal, type DraftTableSignal } from '@progression/contracts';
import type { EventBus, Logger } from '@progression/service-kit';

type NatsConnection = EventBus['connection'];
type Subscription = ReturnType<NatsConnection['subscribe']>;

/** Core NATS subjects (not JetStream): `notifications.user.<user id>` says "this user has something new". */
export const userSubject = (userId: string) => `notifications.user.${userId}`;
const allUsers = 'notifications.user.*';

/**
 * What a wake-up says: new or changed notifications, read marks made (in another tab), or a booster draft
 * table that changed (a signal with no stored notification behind it: it travels in the wake-up itself).
 */
export type WakeUp = 'new' | 'read' | { table: DraftTableSignal };
type Listener = (wakeUp: WakeUp) => void;

/** A wake-up as its NATS payload: empty for new notifications, `read`, or a table signal as JSON. */
function encode(wakeUp: WakeUp): string {
  if (wakeUp === 'new') return '';
  if (wakeUp === 'read') return 'read';
  return JSON.stringify(wakeUp.table);
}

function decode(payload: string): WakeUp | undefined {
  if (payload === '') return 'new';
  if (payload === 'read') return 'read';
  try {
    const table = draftTableSignal.safeParse(JSON.parse(payload));
    return table.success ? { table: table.data } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How every replica learns of new notifications, whichever replica's handler stored them: the writer
 * publishes a wake-up on the user's subject, and each replica wakes the streams it holds for that user,
 * which then read what is new from Mongo (the wake-up carries no content, so a lost one costs only the
 * delay until the stream's next poll). Without NATS (a route test) wake-ups stay in this process.
 */
export class LiveFeed {
  private readonly listeners = new Map<string, Set<Listener>>();
  private connection: NatsConnection | undefined;
  private subscription: Subscription | undefined;

  /** Subscribes this replica to every user's wake-ups. */
  attach(connection: NatsConnection, logger: Logger): void {
    if (this.connection === connection) return;
    this.subscription?.unsubscribe();
    this.connection = connection;
    this.subscription = connection.subscribe(allUsers, {
      callback: (error, message) => {
        if (error) return logger.warn({ err: error }, 'notification feed error');
        const wakeUp = decode(message.string());
        if (wakeUp) this.wake(message.subject.slice(allUsers.length - 1), wakeUp);
      },
    });
  }

  detach(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.connection = undefined;
  }

  /**
   * Tells every replica that the user has new or changed notifications (or, `read`, new read marks; or a
   * table of theirs changed).
   */
  announce(userId: string, wakeUp: WakeUp = 'new'): void {
    if (this.connection && !this.connection.isClosed())
      this.connection.publish(userSubject(userId), encode(wakeUp));
    else this.wake(userId, wakeUp);
  }

  /** Calls `listener` on each wake-up for the user; returns the unsubscribe. */
  listen(userId: string, listener: Listener): () => void {
    const set = this.listeners.get(userId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /** Streams open on this replica (for the bench and metrics). */
  get openStreams(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  private wake(userId: string, wakeUp: WakeUp): void {
    for (const listener of this.listeners.get(userId) ?? []) listener(wakeUp);
  }
}

/** The process's one feed: handlers announce through it, streams listen on it. */
export const liveFeed = new LiveFeed();
