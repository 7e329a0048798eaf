import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JsMsg,
  type JetStreamClient,
  type JetStreamManager,
} from '@nats-io/jetstream';
import {
  eventStream,
  eventSubject,
  type EventEnvelope,
  type EventType,
  type UpcastSources,
} from '@progression/contracts';
import type { Logger } from '../logger';
import {
  applyConsumer,
  consumerName,
  consumerSettings,
  defaultRetrySettings,
  type RetrySettings,
} from './consumer-config';
import { removeDeadLetter, replayFailed, replayRequests } from './dead-letters';
import { deliver, errorText, handleMessage, handleMessages, type Delivery } from './delivery';
import { followConnection } from './connection-state';
import { natsConnectionOptions } from './nats-servers';
import { notePublished } from './published-sequences';
import { maxBatchSize, type EventHandler } from './handler';
import { applyStream, defaultStreamSettings, type StreamSettings } from './stream-config';

export interface ConnectEventsOptions {
  /** NATS URL(s), comma separated (`NATS_URL`). */
  url: string;
  serviceName: string;
  logger: Logger;
  /** Stream settings over the defaults (`replicas` from `NATS_REPLICAS`). */
  stream?: Partial<StreamSettings>;
  /** Retry settings over the defaults (tests use small ones). */
  retry?: Partial<RetrySettings>;
  /** How often replays an operator asked for are picked up. */
  replayIntervalMs?: number;
  /** What upcasters ask for when a past version of a consumed event arrives. */
  upcast?: UpcastSources;
}

export interface EventBus {
  readonly connection: NatsConnection;
  /** Reads stream and consumer state (how far each consumer is: see `consistency.ts`). */
  readonly manager: JetStreamManager;
  /**
   * Publishes to `progression.<type>` with `msgID = event.id`, so JetStream drops a duplicate publish;
   * resolves to the event's stream sequence (the first one's for a dropped duplicate), which a request
   * that publishes answers with (`Progression-Consistency`).
   */
  publish(event: EventEnvelope): Promise<number>;
  /** Starts the handler's durable consumer `<service>-<handler>`; resolves once it is subscribed. */
  consume<T extends EventType>(handler: EventHandler<T>): Promise<void>;
  /** The durable consumers this bus started (`<service>-<handler>`). */
  consumerNames(): string[];
  /** Replays the dead letters an operator asked for now (also done on a timer); returns how many succeeded. */
  replayDeadLetters(): Promise<number>;
  /** Whether the connection is up (readiness): not while nats-server is gone and the client reconnects. */
  isReady(): boolean;
  /** Stops consuming, lets in-flight handlers finish, and drains the connection. */
  drain(): Promise<void>;
}

/** Connects to NATS, applies the declared stream settings, and returns the service's event bus. */
export async function connectEvents(options: ConnectEventsOptions): Promise<EventBus> {
  const { url, serviceName, logger } = options;
  const retry = { ...defaultRetrySettings, ...options.retry };
  const connection = await connect({
    ...natsConnectionOptions(url),
    name: serviceName,
    maxReconnectAttempts: -1,
    // A stack starts the services while nats-server starts: keep trying until it answers.
    waitOnFirstConnect: true,
  });
  const connected = followConnection(connection);
  const client: JetStreamClient = jetstream(connection);
  const manager = await jetstreamManager(connection);
  await applyStream(manager, { ...defaultStreamSettings, ...options.stream }, logger);
  logger.info({ stream: eventStream }, 'connected to NATS JetStream');

  const deliveries = new Map<string, Delivery>();
  const subscriptions: ConsumerMessages[] = [];
  const running: Array<Promise<void>> = [];

  async function replayDeadLetters(): Promise<number> {
    let replayed = 0;
    for (const letter of await replayRequests([...deliveries.keys()])) {
      const delivery = deliveries.get(letter.consumer)!;
      try {
        await deliver(delivery, letter.payload, letter.attempts + 1, letter.streamSequence);
        await removeDeadLetter(letter._id);
        logger.info({ consumer: letter.consumer, deadLetter: letter._id }, 'dead letter replayed');
        replayed += 1;
      } catch (error) {
        await replayFailed(letter._id, errorText(error));
        logger.error(
          { consumer: letter.consumer, deadLetter: letter._id, err: error },
          'dead letter replay failed',
        );
      }
    }
    return replayed;
  }
  let replaying: Promise<unknown> = Promise.resolve();
  const replayTimer = setInterval(() => {
    if (deliveries.size === 0) return;
    replaying = replaying
      .then(replayDeadLetters)
      .catch((error: unknown) => logger.warn({ err: error }, 'dead letter replay check failed'));
  }, options.replayIntervalMs ?? 5000);
  replayTimer.unref();

  return {
    connection,
    manager,
    async publish(event) {
      const ack = await client.publish(eventSubject(event.type), JSON.stringify(event), { msgID: event.id });
      notePublished(ack.seq);
      return ack.seq;
    },
    async consume(handler) {
      const name = consumerName(serviceName, handler);
      if (deliveries.has(name)) throw new Error(`two event handlers are named ${handler.name}`);
      const delivery: Delivery = { handler, consumer: name, logger, upcast: options.upcast };
      deliveries.set(name, delivery);
      await applyConsumer(
        manager,
        handler,
        { ...consumerSettings(name, handler, retry), durable_name: name },
        logger,
      );
      const consumer = await client.consumers.get(eventStream, name);
      const messages = await consumer.consume({ max_messages: handler.ordered ? 1 : 64 });
      subscriptions.push(messages);
      running.push(
        handler.handleBatch
          ? consumeInBatches(
              messages,
              (batch) => handleMessages(delivery, batch, retry),
              Math.max(200, retry.ackWaitMs / 3),
            )
          : (async () => {
              for await (const message of messages) await handleMessage(delivery, message, retry);
            })(),
      );
    },
    consumerNames: () => [...deliveries.keys()],
    replayDeadLetters() {
      const run = replaying.then(replayDeadLetters);
      replaying = run.catch(() => undefined);
      return run;
    },
    isReady: connected,
    async drain() {
      clearInterval(replayTimer);
      for (const messages of subscriptions) await messages.close();
      await Promise.allSettled([...running, replaying]);
      if (!connection.isClosed()) await connection.drain();
    },
  };
}

/**
 * How long a batch handler that was idle waits after an event arrives for the rest of its burst: until no
 * further event came for `burstGapMs`, and at most `batchLingerMs` after the first. A flush publishes its
 * events side by side, so they arrive within a millisecond or two; a lone event waits only the gap.
 */
const batchLingerMs = 10;
const burstGapMs = 2;

/**
 * Hands the messages to `handle` in batches: whatever arrived while the last batch was being handled (up
 * to `maxBatchSize`), and after being idle, the burst the first arrived with (see `burstGapMs`), so a
 * burst of events is applied in a few bulk writes while a lone event waits only a moment. Stops reading
 * ahead while a full batch waits; what waits is kept alive (`working()`) every `keepAliveMs`.
 */
async function consumeInBatches(
  messages: AsyncIterable<JsMsg>,
  handle: (batch: JsMsg[]) => Promise<void>,
  keepAliveMs: number,
): Promise<void> {
  const waiting: JsMsg[] = [];
  // Messages waiting for the next batch are kept alive too, however long the batch before takes.
  const keepAlive = setInterval(() => waiting.forEach((message) => message.working()), keepAliveMs);
  let ended = false;
  let signal: (() => void) | undefined;
  const notify = () => {
    signal?.();
    signal = undefined;
  };
  const changed = () => new Promise<void>((resolve) => (signal = resolve));
  const reading = (async () => {
    try {
      for await (const message of messages) {
        waiting.push(message);
        notify();
        while (waiting.length >= maxBatchSize && !ended) await changed();
      }
    } finally {
      ended = true;
      notify();
    }
  })();
  try {
    for (;;) {
      if (waiting.length === 0) {
        if (ended) break;
        await changed();
        // The first of a burst: let the rest arrive too.
        const lingerEnds = performance.now() + batchLingerMs;
        for (;;) {
          const left = lingerEnds - performance.now();
          if (left <= 0 || waiting.length >= maxBatchSize || ended) break;
          const seen: number = waiting.length;
          await new Promise((wait) => setTimeout(wait, Math.min(burstGapMs, left)));
          if (waiting.length === seen) break;
        }
        continue;
      }
      const batch = waiting.splice(0, maxBatchSize);
      notify();
      await handle(batch);
    }
  } finally {
    clearInterval(keepAlive);
  }
  await reading;
}
