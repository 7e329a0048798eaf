import {
  DiscardPolicy,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
  type StreamConfig,
} from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { eventStream, eventStreamSubjects } from '@progression/contracts';
import type { Logger } from '../logger';

export interface StreamSettings {
  /** How long an event stays in the stream: a consumer down longer than this misses it. */
  maxAgeMs: number;
  /**
   * How long a republished event id is dropped: longer than the outbox may take to retry a publish whose
   * removal from the outbox failed (it retries every second while the service runs).
   */
  duplicateWindowMs: number;
  /** Copies of the stream in a NATS cluster (`NATS_REPLICAS`); 1 on a single server. */
  replicas: number;
}

const day = 24 * 60 * 60 * 1000;

export const defaultStreamSettings: StreamSettings = {
  maxAgeMs: 14 * day,
  duplicateWindowMs: 15 * 60 * 1000,
  replicas: 1,
};

/** The one stream every event goes to, declared here only. */
export function streamConfig(settings: StreamSettings): Partial<StreamConfig> & { name: string } {
  return {
    name: eventStream,
    subjects: eventStreamSubjects,
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    max_age: nanos(settings.maxAgeMs),
    duplicate_window: nanos(settings.duplicateWindowMs),
    num_replicas: settings.replicas,
  };
}

/** Names of the settings in `wanted` that `current` holds differently. */
export function differingSettings(wanted: object, current: object): string[] {
  const have = current as Record<string, unknown>;
  return Object.entries(wanted)
    .filter(([key, value]) => JSON.stringify(have[key]) !== JSON.stringify(value))
    .map(([key]) => key);
}

/** Creates the stream, or updates it where its settings differ from the declared ones. */
export async function applyStream(manager: JetStreamManager, settings: StreamSettings, logger: Logger) {
  const wanted = streamConfig(settings);
  const current = await manager.streams.info(wanted.name).catch(() => undefined);
  if (!current) {
    try {
      await manager.streams.add(wanted);
      logger.info({ stream: wanted.name, settings }, 'event stream created');
    } catch (error) {
      // Another service may have created it at the same moment.
      if (!(await manager.streams.info(wanted.name).catch(() => undefined))) throw error;
    }
    return;
  }
  const changed = differingSettings(wanted, current.config);
  if (changed.length === 0) return;
  await manager.streams.update(wanted.name, { ...current.config, ...wanted });
  logger.info({ stream: wanted.name, changed, settings }, 'event stream settings updated');
}
