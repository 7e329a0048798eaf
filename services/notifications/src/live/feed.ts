import type { EventBus, Logger } from '@progression/service-kit';

type NatsConnection = EventBus['connection'];
type Subscription = ReturnType<NatsConnection['subscribe']>;

/** Core NATS subjects (not JetStream): `notifications.user.<user id>` says "this user has something new". */
export const userSubject = (userId: string) => `notifications.user.${userId}`;
const allUsers = 'notifications.user.*';

/** What a wake-up says: new or changed notifications, or read marks made (in another tab). */
export type WakeUp = 'new' | 'read';
type Listener = (wakeUp: WakeUp) => void;

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
        this.wake(message.subject.slice(allUsers.length - 1), message.string() === 'read' ? 'read' : 'new');
      },
    });
  }

  detach(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.connection = undefined;
  }

  /** Tells every replica that the user has new or changed notifications (or, `read`, new read marks). */
  announce(userId: string, wakeUp: WakeUp = 'new'): void {
    if (this.connection && !this.connection.isClosed())
      this.connection.publish(userSubject(userId), wakeUp === 'read' ? 'read' : '');
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
