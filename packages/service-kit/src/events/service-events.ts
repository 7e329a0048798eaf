import type { UpcastSources } from '@progression/contracts';
import type { ServiceEnv } from '../env';
import type { Logger } from '../logger';
import { connectEvents, type ConnectEventsOptions, type EventBus } from './bus';
import { createConsistency, type Consistency, type ConsistencyOptions } from './consistency';
import { afterOthers } from './after-others';
import { withOutbox, type EventHandler } from './handler';
import { startOutboxRelay, type OutboxModel, type OutboxRelay } from './outbox';

/** What a service declares about events: the handlers it consumes with, the models whose outbox it publishes. */
export interface ServiceEventsOptions {
  handlers?: readonly EventHandler[];
  outbox?: readonly OutboxModel[];
  /** How reads wait for the handlers' projections: the chain through other services, the bound. */
  consistency?: ConsistencyOptions;
  /** Bus settings over the defaults (tests use small retries). */
  bus?: Pick<ConnectEventsOptions, 'retry' | 'stream' | 'replayIntervalMs'>;
  /** What upcasters ask for when a past version of a consumed event arrives (games for v1 game events). */
  upcast?: UpcastSources;
}

export interface ServiceEvents {
  bus: EventBus;
  outbox?: OutboxRelay;
  /** How far the handlers' projections are, for `createServiceApp({ consistency })`; with handlers only. */
  consistency?: Consistency;
  stop(): Promise<void>;
}

/**
 * Connects NATS only for a service that publishes or consumes, starts its handlers' consumers and its
 * outbox relay; `stop` stops the relay, lets handlers finish and drains NATS.
 */
export async function startServiceEvents(
  env: ServiceEnv,
  logger: Logger,
  options: ServiceEventsOptions,
): Promise<ServiceEvents | undefined> {
  const handlers = options.handlers ?? [];
  const models = options.outbox ?? [];
  if (handlers.length === 0 && models.length === 0) return undefined;
  if (!env.NATS_URL) throw new Error('NATS_URL is required: this service publishes or consumes events');
  const bus = await connectEvents({
    url: env.NATS_URL,
    serviceName: env.SERVICE_NAME,
    logger,
    ...options.bus,
    upcast: options.upcast,
    stream: { replicas: env.NATS_REPLICAS, ...options.bus?.stream },
  });
  // The relay first: a handler that stores an event can publish it before its own event is acknowledged.
  const outbox = models.length > 0 ? startOutboxRelay({ bus, models: [...models], logger }) : undefined;
  const consistency =
    handlers.length > 0
      ? createConsistency({
          manager: bus.manager,
          consumers: () => bus.consumerNames(),
          logger,
          settings: options.consistency,
        })
      : undefined;
  // Handlers that wait for others start last, so what they wait for has its consumer.
  const inOrder = [...handlers].sort((a, b) => Number(Boolean(a.after)) - Number(Boolean(b.after)));
  for (const declared of inOrder) {
    let handler = declared;
    if (handler.after) handler = afterOthers(handler, handlers, env.SERVICE_NAME, consistency!, logger);
    if (outbox) handler = withOutbox(handler, outbox);
    await bus.consume(handler);
  }
  return {
    bus,
    outbox,
    consistency,
    async stop() {
      await outbox?.stop();
      await bus.drain();
    },
  };
}
