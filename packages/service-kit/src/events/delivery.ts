import type { JsMsg } from '@nats-io/jetstream';
import { parseStoredEvent, type EventEnvelope, type UpcastSources } from '@progression/contracts';
import type { Logger } from '../logger';
import type { RetrySettings } from './consumer-config';
import { recordDeadLetter } from './dead-letters';
import { noteHandled } from './handled-signal';
import type { EventHandler } from './handler';
import { markAllProcessed, markProcessed, processedAmong, wasProcessed } from './processed-events';

export interface Delivery {
  handler: EventHandler;
  consumer: string;
  logger: Logger;
  /** What upcasters ask for when a past version of an event arrives (see the contracts' event-versions). */
  upcast?: UpcastSources;
}

/** The event id of a payload that may not parse, for the dead letter. */
const eventIdOf = (payload: string): string | undefined => {
  try {
    const id = (JSON.parse(payload) as { id?: unknown }).id;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
};

/** The type and id every stored event has, read before its data is parsed. */
const headerOf = (value: unknown): { type?: unknown; id?: unknown } =>
  typeof value === 'object' && value !== null ? value : {};

/**
 * Parses a payload with the contracts' envelope, upcast to the current version of its type, and runs the
 * handler unless this consumer handled the event already; throws when the payload does not parse, cannot
 * be upcast, or the handler fails. Handlers only ever see the current version.
 */
export async function deliver(
  delivery: Delivery,
  payload: string,
  attempt: number,
  streamSequence: number,
): Promise<void> {
  const { handler, consumer } = delivery;
  const stored: unknown = JSON.parse(payload);
  const { type, id } = headerOf(stored);
  // A handler's wildcard filter may bring events it does not handle; a handled one is not upcast again.
  if (!(handler.events as readonly unknown[]).includes(type)) return;
  if (typeof id === 'string' && (await wasProcessed(consumer, id))) return;
  const event = await parseStoredEvent(stored, delivery.upcast);
  const logger = delivery.logger.child({ eventId: event.id, type: event.type, consumer });
  await handler.handle(event, { logger, consumer, attempt, streamSequence });
  await markProcessed(consumer, event.id);
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Handles one message: acknowledged once handled; on failure retried after the back-off, and after the
 * last attempt set aside as a dead letter. The message is kept alive (`working()`) while the handler runs.
 */
export async function handleMessage(delivery: Delivery, message: JsMsg, retry: RetrySettings): Promise<void> {
  const attempt = message.info.deliveryCount;
  const payload = message.string();
  const keepAlive = setInterval(() => message.working(), Math.max(200, retry.ackWaitMs / 3));
  try {
    await deliver(delivery, payload, attempt, message.seq);
    message.ack();
    noteHandled();
  } catch (error) {
    const context = { consumer: delivery.consumer, subject: message.subject, attempt, err: error };
    if (attempt < retry.maxAttempts) {
      const delay = retry.backoffMs[Math.min(attempt, retry.backoffMs.length) - 1];
      delivery.logger.warn({ ...context, retryInMs: delay }, 'event handling failed; will retry');
      message.nak(delay);
      return;
    }
    try {
      await recordDeadLetter({
        consumer: delivery.consumer,
        subject: message.subject,
        payload,
        eventId: eventIdOf(payload),
        error: errorText(error),
        attempts: attempt,
        streamSequence: message.seq,
      });
      message.term('set aside as a dead letter');
      delivery.logger.error(context, 'event set aside as a dead letter after its last attempt');
    } catch (recordError) {
      // The event stays in the stream, unacknowledged; it is logged whole so it can be published again.
      delivery.logger.error({ ...context, payload, recordError }, 'event failed and could not be set aside');
      message.nak();
    }
  } finally {
    clearInterval(keepAlive);
  }
}

/**
 * Handles the messages that were waiting together with the handler's `handleBatch`: the inbox read and
 * written once for all, every message acknowledged once the batch is applied. A message that does not
 * parse, and every message of a batch that throws, goes the one-at-a-time way (`handleMessage`), so
 * failures are retried and set aside per event exactly as without batches.
 */
export async function handleMessages(
  delivery: Delivery,
  batch: JsMsg[],
  retry: RetrySettings,
): Promise<void> {
  const { handler, consumer } = delivery;
  if (batch.length === 1 || !handler.handleBatch) {
    for (const message of batch) await handleMessage(delivery, message, retry);
    return;
  }
  const alone: JsMsg[] = [];
  // Whatever of the batch is not acknowledged yet is kept alive: the batch, then those waiting their turn.
  const keepAlive = setInterval(
    () => (alone.length > 0 ? alone : batch).forEach((message) => message.working()),
    Math.max(200, retry.ackWaitMs / 3),
  );
  try {
    const parsed: Array<{ message: JsMsg; event: EventEnvelope }> = [];
    for (const message of batch) {
      try {
        const stored: unknown = JSON.parse(message.string());
        const { type } = headerOf(stored);
        // Brought by the handler's wildcard filter: nothing to do.
        if (!(handler.events as readonly unknown[]).includes(type)) message.ack();
        else parsed.push({ message, event: await parseStoredEvent(stored, delivery.upcast) });
      } catch {
        alone.push(message); // fails again there, with the retries and the dead letter it deserves
      }
    }
    try {
      const done = await processedAmong(
        consumer,
        parsed.map(({ event }) => event.id),
      );
      const fresh = new Map<string, EventEnvelope>();
      for (const { event } of parsed) if (!done.has(event.id)) fresh.set(event.id, event);
      if (fresh.size > 0) {
        const events = [...fresh.values()];
        // The batch's first delivery of any of its events: a handler counting attempts never gives up early.
        const attempt = Math.min(...parsed.map(({ message }) => message.info.deliveryCount));
        const logger = delivery.logger.child({ type: events[0].type, consumer, batch: events.length });
        const streamSequence = Math.max(...parsed.map(({ message }) => message.seq));
        await handler.handleBatch(events, { logger, consumer, attempt, streamSequence });
        await markAllProcessed(consumer, [...fresh.keys()]);
      }
    } catch (error) {
      delivery.logger.warn({ err: error, consumer }, 'a batch of events failed; handling them one by one');
      alone.push(...parsed.map(({ message }) => message));
      parsed.length = 0;
    }
    for (const { message } of parsed) message.ack();
    noteHandled();
    // One at a time, each kept alive until its turn (handleMessage keeps the one it runs alive).
    alone.sort((a, b) => a.seq - b.seq);
    while (alone.length > 0) await handleMessage(delivery, alone.shift()!, retry);
  } finally {
    clearInterval(keepAlive);
  }
}
