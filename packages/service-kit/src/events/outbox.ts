import mongoose from 'mongoose';
import type { Logger } from '../logger';
import type { EventBus } from './event-bus';
import type { EventLike } from './subjects';

/**
 * Pending events stored in the document whose change they announce. The embedded store has no
 * multi-document transactions, so the change and its event are saved in one write and published after.
 */
const outboxEntrySchema = new mongoose.Schema(
  {
    id: { type: String, required: true },
    /** The whole envelope as JSON, published byte for byte. */
    event: { type: String, required: true },
    recordedAt: { type: Date, required: true },
  },
  { _id: false },
);

/** Add to a schema definition: `new Schema({ ...fields, ...outboxField })`. */
export const outboxField = {
  outbox: { type: [outboxEntrySchema], default: [] },
};

/** The shape `outboxField` adds to a document. */
export interface WithOutbox {
  outbox: Array<{ id: string; event: string; recordedAt: Date }>;
}

/** Records an event in a document's outbox; it is stored by the document's next save. */
export function recordEvent(document: WithOutbox, event: EventLike): void {
  document.outbox.push({ id: event.id, event: JSON.stringify(event), recordedAt: new Date() });
}

/** The `$push` to record an event with an `updateOne`/`findOneAndUpdate` that makes the change. */
export function outboxPush(event: EventLike): { outbox: { id: string; event: string; recordedAt: Date } } {
  return { outbox: { id: event.id, event: JSON.stringify(event), recordedAt: new Date() } };
}

/** A model whose documents have `outboxField` (any mongoose model does: only its collection is used). */
export interface OutboxModel {
  collection: Pick<mongoose.Collection, 'find' | 'updateOne'>;
}

/**
 * Publishes every pending event of a model's documents and removes each once JetStream has it. Publishing
 * twice is harmless: the stream drops a repeated `msgID`. Returns how many events were published.
 */
export async function flushOutbox(model: OutboxModel, bus: EventBus): Promise<number> {
  const pending = await model.collection
    .find({ 'outbox.0': { $exists: true } }, { projection: { outbox: 1 } })
    .toArray();
  let published = 0;
  for (const document of pending) {
    for (const entry of (document.outbox ?? []) as WithOutbox['outbox']) {
      await bus.publish(JSON.parse(entry.event) as EventLike);
      // The driver types an untyped collection's arrays as absent; the field is there (outboxField).
      const sent = {
        $pull: { outbox: { id: entry.id } },
      } as unknown as mongoose.mongo.UpdateFilter<mongoose.mongo.Document>;
      await model.collection.updateOne({ _id: document._id }, sent);
      published += 1;
    }
  }
  return published;
}

export interface OutboxRelay {
  /** Publishes now (call after a save for low latency); resolves when pending events are out. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/** Flushes the models' outboxes every `intervalMs`, picking up events a crash left unpublished. */
export function startOutboxRelay(options: {
  bus: EventBus;
  models: OutboxModel[];
  logger: Logger;
  intervalMs?: number;
}): OutboxRelay {
  const { bus, models, logger, intervalMs = 1000 } = options;
  let current: Promise<void> | undefined;
  let requestedAgain = false;
  const flush = () => {
    if (current) {
      // A save during a run may have been missed by its query: run once more before resolving.
      requestedAgain = true;
      return current;
    }
    current = (async () => {
      try {
        do {
          requestedAgain = false;
          for (const model of models) await flushOutbox(model, bus);
        } while (requestedAgain);
      } catch (error) {
        logger.warn({ err: error }, 'outbox flush failed; will retry');
      } finally {
        current = undefined;
      }
    })();
    return current;
  };
  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();
  return {
    flush,
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
