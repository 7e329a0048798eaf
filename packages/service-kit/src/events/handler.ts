import type { EventEnvelope, EventType } from '@progression/contracts';
import type { Logger } from '../logger';
import type { OutboxRelay } from './outbox';

/** What a handler gets beside its event: never the NATS message. */
export interface HandlerContext {
  /** The service's logger with the event id, type and consumer bound. */
  logger: Logger;
  /** The durable consumer's name, `<service>-<handler>`. */
  consumer: string;
  /** 1 on the first delivery; more when an earlier attempt failed or was never acknowledged. */
  attempt: number;
  /**
   * The service's outbox relay (a service started with `outbox`): `outbox.flush(id)` publishes what the
   * handler just stored, so it is in the stream before this event is acknowledged.
   */
  outbox?: OutboxRelay;
}

/** Where a newly created consumer starts: every event still in the stream, or only those published after. */
export type StartFrom = 'all' | 'new';

/**
 * One event handler (one file under `src/events/handlers/`). Its consumer sees the listed events in stream
 * order: list the events about one thing that must be handled in order in one handler.
 */
export interface EventHandler<T extends EventType = EventType> {
  /** Unique within the service; the consumer is `<service>-<name>`. */
  name: string;
  events: readonly T[];
  /** Where the consumer starts when it is first created (default `all`). */
  startFrom?: StartFrom;
  /** One event at a time, the next only once this one is acknowledged (strict order across retries). */
  ordered?: boolean;
  /**
   * Applies the event's effect; acknowledged when it resolves, retried (bounded) when it throws. Must be
   * idempotent: use the inbox (`applyOnce`) or deterministic ids and upserts.
   */
  handle(event: EventEnvelope<T>, context: HandlerContext): Promise<void>;
}

/** Types a handler: `export const archiveNotes = defineHandler({ name, events: ['game.completed'], handle })`. */
export function defineHandler<T extends EventType>(handler: EventHandler<T>): EventHandler<T> {
  return handler;
}

/** The handler with the service's outbox relay in its context (`startServiceEvents` wraps each one). */
export function withOutbox<T extends EventType>(
  handler: EventHandler<T>,
  outbox: OutboxRelay,
): EventHandler<T> {
  return {
    ...handler,
    async handle(event, context) {
      await handler.handle(event, { ...context, outbox });
      outbox.wake();
    },
  };
}
