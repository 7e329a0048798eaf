import { AckPolicy, DeliverPolicy, type ConsumerConfig, type JetStreamManager } from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { eventStream, eventSubject, eventSubjectPrefix, type EventType } from '@progression/contracts';
import type { Logger } from '../logger';
import { differingSettings } from './stream-config';
import type { EventHandler } from './handler';

export interface RetrySettings {
  /** Deliveries of one event before it is set aside as a dead letter (`max_deliver`). */
  maxAttempts: number;
  /** Wait before each retry (`nak(delay)`), by attempt; the last entry repeats. */
  backoffMs: number[];
  /** How long a delivery may go unacknowledged before it is redelivered; a running handler extends it. */
  ackWaitMs: number;
}

export const defaultRetrySettings: RetrySettings = {
  maxAttempts: 8,
  backoffMs: [1000, 5000, 30_000, 60_000, 300_000],
  ackWaitMs: 30_000,
};

/** Unordered handlers may have this many events in flight (only one runs at a time per process). */
const unorderedAckPending = 256;

/** The one consumer of a handler in a service; no two services share one. */
export const consumerName = (serviceName: string, handler: Pick<EventHandler, 'name'>) =>
  `${serviceName}-${handler.name}`.replace(/[^\w-]/g, '_');

/**
 * The narrowest subject covering every event of a handler, so one consumer sees them all in stream order
 * (NATS 2.9 has one filter a consumer): `reward.claimed` + `reward.reverted` -> `progression.reward.>`.
 * Events outside the handler's list that the wildcard brings are acknowledged unseen.
 */
export function filterSubject(events: readonly EventType[]): string {
  if (events.length === 1) return eventSubject(events[0]);
  const split = events.map((type) => type.split('.'));
  const common: string[] = [];
  for (let index = 0; split.every((tokens) => index < tokens.length - 1); index += 1) {
    const token = split[0][index];
    if (!split.every((tokens) => tokens[index] === token)) break;
    common.push(token);
  }
  return [eventSubjectPrefix, ...common, '>'].join('.');
}

/** The settings of a handler's consumer that are kept equal to the code (start position aside). */
export function consumerSettings(
  name: string,
  handler: Pick<EventHandler, 'events' | 'ordered'>,
  retry: RetrySettings,
): Partial<ConsumerConfig> {
  return {
    durable_name: name,
    ack_policy: AckPolicy.Explicit,
    filter_subject: filterSubject(handler.events),
    ack_wait: nanos(retry.ackWaitMs),
    max_deliver: retry.maxAttempts,
    max_ack_pending: handler.ordered ? 1 : unorderedAckPending,
  };
}

/**
 * Creates a handler's consumer (starting where the handler says), or brings an existing one to the
 * declared settings: an update where NATS allows it, else a new consumer that starts after the last event
 * the old one had acknowledged, so nothing is skipped or handled twice.
 */
export async function applyConsumer(
  manager: JetStreamManager,
  handler: Pick<EventHandler, 'events' | 'ordered' | 'startFrom'>,
  wanted: Partial<ConsumerConfig> & { durable_name: string },
  logger: Logger,
): Promise<void> {
  const name = wanted.durable_name;
  const current = await manager.consumers.info(eventStream, name).catch(() => undefined);
  if (!current) {
    const startFrom = handler.startFrom ?? 'all';
    const deliver_policy = startFrom === 'new' ? DeliverPolicy.New : DeliverPolicy.All;
    await manager.consumers.add(eventStream, { ...wanted, deliver_policy }).catch(async (error: unknown) => {
      // A second replica of the service may have created it at the same moment.
      if (!(await manager.consumers.info(eventStream, name).catch(() => undefined))) throw error;
    });
    logger.info({ consumer: name, startFrom, filter: wanted.filter_subject }, 'event consumer created');
    return;
  }
  const changed = differingSettings(wanted, current.config);
  if (changed.length === 0) return;
  try {
    await manager.consumers.update(eventStream, name, wanted);
    logger.info({ consumer: name, changed }, 'event consumer settings updated');
  } catch {
    const resumeAt = current.ack_floor.stream_seq + 1;
    await manager.consumers.delete(eventStream, name);
    await manager.consumers.add(eventStream, {
      ...wanted,
      deliver_policy: DeliverPolicy.StartSequence,
      opt_start_seq: resumeAt,
    });
    logger.info({ consumer: name, changed, resumeAt }, 'event consumer recreated with new settings');
  }
}
