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
  /** Where the event sits in the stream (a batch: its last event). */
  streamSequence: number;
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
   * Handlers of the same service whose projection this one reads: before it handles an event, it waits
   * (bounded) until they have applied every event published before it. Each consumer moves at its own
   * pace, so without this a week start could be evaluated before the results recorded just before it
   * are counted.
   */
  after?: readonly string[];
  /**
   * Applies the event's effect; acknowledged when it resolves, retried (bounded) when it throws. Must be
   * idempotent: use the inbox (`applyOnce`) or deterministic ids and upserts.
   */
  handle(event: EventEnvelope<T>, context: HandlerContext): Promise<void>;
  /**
   * Optional: applies several events that were waiting together in one go (a week start's 32 drafts, the
   * 24 packs of one "Open all packs"), with a few bulk writes instead of a few writes each. Its effect must
   * equal `handle` on each event in stream order. The inbox is applied to the batch as a whole; when the
   * batch throws, each event is handled on its own with `handle` (so one failing event is retried or set
   * aside alone). Not for `ordered` handlers, which see one event at a time.
   */
  handleBatch?(events: EventEnvelope<T>[], context: HandlerContext): Promise<void>;
}

/** Events a batch handler is given at most at once. */
export const maxBatchSize = 64;

/** Types a handler: `export const archiveNotes = defineHandler({ name, events: ['game.completed'], handle })`. */
export function defineHandler<T extends EventType>(handler: EventHandler<T>): EventHandler<T> {
  if (handler.ordered && handler.handleBatch)
    throw new Error(`handler ${handler.name}: an ordered handler sees one event at a time (no handleBatch)`);
  return handler;
}

/** The handler with the service's outbox relay in its context (`startServiceEvents` wraps each one). */
export function withOutbox<T extends EventType>(
  handler: EventHandler<T>,
  outbox: OutboxRelay,
): EventHandler<T> {
  const { handleBatch } = handler;
  return {
    ...handler,
    async handle(event, context) {
      await handler.handle(event, { ...context, outbox });
      outbox.wake();
    },
    ...(handleBatch && {
      async handleBatch(events, context) {
        await handleBatch.call(handler, events, { ...context, outbox });
        outbox.wake();
      },
    }),
  };
}
