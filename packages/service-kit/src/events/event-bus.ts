import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import type { Logger } from '../logger';
import { markProcessed, wasProcessed } from './processed-events';
import { EVENT_STREAM, SUBJECT_PREFIX, type EventLike, consumerName, subjectFor } from './subjects';

export interface ConnectEventsOptions {
  /** NATS URL(s), comma separated (`NATS_URL`). */
  url: string;
  serviceName: string;
  logger: Logger;
}

export interface ConsumeOptions<E extends EventLike> {
  /** Durable name, unique within the service (e.g. `matches-on-week-started`). */
  durable: string;
  /** Event types or subjects (`game.week.started` or `progression.game.week.started`); one consumer each. */
  subjects: string[];
  /** Parses the raw envelope (e.g. a contracts schema's `parse`); a throw discards the message as malformed. */
  parse?: (raw: unknown) => E;
  /** Stores the change the event asks for; acknowledged when it resolves, redelivered when it throws. */
  handle: (event: E, message: JsMsg) => Promise<void>;
}

export interface EventBus {
  readonly connection: NatsConnection;
  /** Publishes to `progression.<type>` with `msgID = event.id`, so JetStream drops a duplicate publish. */
  publish(event: EventLike): Promise<void>;
  /** Starts durable, idempotent consumers; resolves once they are subscribed. */
  consume<E extends EventLike>(options: ConsumeOptions<E>): Promise<void>;
  /** Whether the connection is up (readiness). */
  isReady(): boolean;
  /** Stops consuming, lets in-flight handlers finish, and drains the connection. */
  drain(): Promise<void>;
}

/** Redelivery waits grow with each attempt, capped, so a failing handler does not spin. */
const redeliveryDelayMs = (deliveryCount: number) =>
  Math.min(1000 * 2 ** Math.max(0, deliveryCount - 1), 60_000);

async function ensureStream(manager: JetStreamManager): Promise<void> {
  try {
    await manager.streams.info(EVENT_STREAM);
  } catch {
    try {
      await manager.streams.add({ name: EVENT_STREAM, subjects: [`${SUBJECT_PREFIX}>`] });
    } catch (error) {
      // Another service may have created it at the same moment.
      await manager.streams.info(EVENT_STREAM).catch(() => {
        throw error;
      });
    }
  }
}

async function ensureConsumer(manager: JetStreamManager, name: string, subject: string): Promise<void> {
  const config = {
    durable_name: name,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    filter_subject: subject,
    ack_wait: 30_000_000_000,
  };
  try {
    await manager.consumers.info(EVENT_STREAM, name);
  } catch {
    await manager.consumers.add(EVENT_STREAM, config);
  }
}

/** Connects to NATS, ensures the `PROGRESSION` stream, and returns the service's event bus. */
export async function connectEvents(options: ConnectEventsOptions): Promise<EventBus> {
  const { url, serviceName, logger } = options;
  const connection = await connect({
    servers: url.split(',').map((server) => server.trim()),
    name: serviceName,
    maxReconnectAttempts: -1,
  });
  const client: JetStreamClient = jetstream(connection);
  const manager = await jetstreamManager(connection);
  await ensureStream(manager);
  logger.info({ stream: EVENT_STREAM }, 'connected to NATS JetStream');

  const subscriptions: ConsumerMessages[] = [];
  const running: Array<Promise<void>> = [];

  async function handleMessage<E extends EventLike>(
    name: string,
    options: ConsumeOptions<E>,
    message: JsMsg,
  ) {
    let event: E;
    try {
      const raw: unknown = message.json();
      event = options.parse ? options.parse(raw) : (raw as E);
    } catch (error) {
      logger.error({ err: error, subject: message.subject, consumer: name }, 'malformed event discarded');
      message.term('malformed');
      return;
    }
    const log = logger.child({ eventId: event.id, type: event.type, consumer: name });
    try {
      if (!(await wasProcessed(name, event.id))) {
        await options.handle(event, message);
        await markProcessed(name, event.id);
      }
      message.ack();
    } catch (error) {
      const delay = redeliveryDelayMs(message.info.deliveryCount);
      log.error({ err: error, retryInMs: delay }, 'event handler failed; will be redelivered');
      message.nak(delay);
    }
  }

  return {
    connection,
    async publish(event) {
      await client.publish(subjectFor(event.type), JSON.stringify(event), { msgID: event.id });
    },
    async consume(options) {
      for (const subject of options.subjects.map(subjectFor)) {
        const name = consumerName(options.durable, subject);
        await ensureConsumer(manager, name, subject);
        const consumer = await client.consumers.get(EVENT_STREAM, name);
        const messages = await consumer.consume({ max_messages: 64 });
        subscriptions.push(messages);
        running.push(
          (async () => {
            for await (const message of messages) await handleMessage(name, options, message);
          })(),
        );
      }
    },
    isReady: () => !connection.isClosed() && !connection.isDraining(),
    async drain() {
      for (const messages of subscriptions) await messages.close();
      await Promise.allSettled(running);
      if (!connection.isClosed()) await connection.drain();
    },
  };
}
