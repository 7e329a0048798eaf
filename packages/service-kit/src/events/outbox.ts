import mongoose from 'mongoose';
import {
  eventEnvelope,
  pastEventDataSchemas,
  type EventEnvelope,
  type EventType,
} from '@progression/contracts';
import type { Logger } from '../logger';
import { notePublished } from './published-sequences';
import type { EventBus } from './bus';
import { recordDeadLetter } from './dead-letters';

/**
 * Pending events stored in the document whose change they announce. The embedded store has no
 * multi-document transactions, so the change and its event are saved in one write and published after.
 * `pending` is indexed so the relay finds documents with events to publish without a collection scan.
 */
const outboxEntrySchema = new mongoose.Schema(
  {
    id: { type: String, required: true },
    /** The whole envelope as JSON, published byte for byte. */
    event: { type: String, required: true },
    recordedAt: { type: Date, required: true },
    pending: { type: Boolean, default: true, index: { sparse: true } },
  },
  { _id: false },
);

/** Add to a schema definition: `new Schema({ ...fields, ...outboxField })`. */
export const outboxField = {
  outbox: { type: [outboxEntrySchema], default: [] },
};

interface OutboxEntry {
  id: string;
  event: string;
  recordedAt: Date;
  pending: boolean;
}

/** The shape `outboxField` adds to a document. */
export interface WithOutbox {
  outbox: OutboxEntry[];
}

const entryOf = (event: EventEnvelope): OutboxEntry => ({
  id: event.id,
  event: JSON.stringify(event),
  recordedAt: new Date(),
  pending: true,
});

/** Records an event in a document's outbox; it is stored by the document's next save. */
export function recordEvent(document: WithOutbox, event: EventEnvelope): void {
  document.outbox.push(entryOf(event));
}

/** The `$push` to record an event with an `updateOne`/`findOneAndUpdate` that makes the change. */
export function outboxPush(event: EventEnvelope): { outbox: OutboxEntry } {
  return { outbox: entryOf(event) };
}

/** A model whose documents have `outboxField` (any mongoose model does: only its collection is used). */
export interface OutboxModel {
  collection: Pick<mongoose.Collection, 'find' | 'updateOne' | 'bulkWrite' | 'collectionName'>;
}

/**
 * A stored event of a version before the current one that consumers still read (they upcast it, see the
 * contracts' event-versions): published as stored, as it would have been before the deploy.
 */
function pastVersionOf(stored: unknown): EventEnvelope | undefined {
  const { id, type, data } = (stored ?? {}) as { id?: unknown; type?: unknown; data?: { version?: unknown } };
  const versions = (
    pastEventDataSchemas as Partial<
      Record<EventType, Record<number, { safeParse(v: unknown): { success: boolean } }>>
    >
  )[type as EventType];
  const schema = versions?.[data?.version as number];
  return typeof id === 'string' && schema?.safeParse(data).success ? (stored as EventEnvelope) : undefined;
}

/** The event an entry holds, or why it no longer parses (a shape changed since it was stored). */
function parsedEntry(entry: OutboxEntry): { event: EventEnvelope } | { error: string } {
  try {
    const stored: unknown = JSON.parse(entry.event);
    const parsed = eventEnvelope.safeParse(stored);
    const past = parsed.success ? undefined : pastVersionOf(stored);
    if (past) return { event: past };
    return parsed.success ? { event: parsed.data } : { error: parsed.error.message };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** The dead letters' consumer name of a model's outbox: an operator lists them with it. */
export const outboxDeadLetterConsumer = (collectionName: string) => `outbox:${collectionName}`;

/**
 * A stored entry that no longer parses would fail every sweep of its model and hold back the events
 * behind it: it is set aside in the dead letters with its reason (never published, never replayed: its
 * document is fixed by hand) and the sweep goes on.
 */
async function deadLetterEntry(model: OutboxModel, entry: OutboxEntry, error: string): Promise<void> {
  const consumer = outboxDeadLetterConsumer(model.collection.collectionName);
  let subject = 'unknown';
  try {
    subject = String((JSON.parse(entry.event) as { type?: unknown }).type ?? subject);
  } catch {
    // not even JSON: no type to name
  }
  await recordDeadLetter(
    { consumer, subject, payload: entry.event, eventId: entry.id, error, attempts: 1, streamSequence: 0 },
    `${consumer}:${entry.id}`,
  );
}

/** How many documents one pass of the relay takes, so a backlog is worked through in bounded steps. */
const batchSize = 100;

/**
 * Publishes the pending events of a model's documents matching `filter` and removes each once JetStream
 * has it (or, when it no longer parses, once it is in the dead letters). Publishing twice is harmless: the
 * stream drops a repeated `msgID` within its duplicate window. Returns how many entries left the outbox.
 */
export async function flushOutbox(
  model: OutboxModel,
  bus: Pick<EventBus, 'publish'>,
  filter: Record<string, unknown> = {},
  onPublished?: PublishedCallback,
): Promise<number> {
  const pending = await model.collection
    .find({ ...filter, 'outbox.pending': true }, { projection: { outbox: 1 }, limit: batchSize })
    .toArray();
  return publishPending(model, bus, pending as OutboxDocument[], onPublished);
}

/** Told the stream sequence of each event published, with the id of the document it came from. */
type PublishedCallback = (documentId: unknown, sequence: number) => void;

/** A document as read or returned by its write: its id and its outbox. */
interface OutboxDocument {
  _id: unknown;
  outbox?: readonly OutboxEntry[] | null;
}

/**
 * Publishes the outbox entries of documents already in hand and removes each once JetStream has it (or,
 * when it no longer parses, once it is in the dead letters). Returns how many entries left the outbox.
 */
async function publishPending(
  model: OutboxModel,
  bus: Pick<EventBus, 'publish'>,
  pending: readonly OutboxDocument[],
  onPublished?: PublishedCallback,
): Promise<number> {
  // Documents are published side by side (JetStream acks them pipelined); one document's events in order.
  // What went out leaves the outboxes in one bulk write (one statement per document), also when another
  // document failed to publish.
  const sent = new Map<OutboxDocument, string[]>();
  const published = await Promise.allSettled(
    pending.map(async (document) => {
      for (const entry of (document.outbox ?? []) as OutboxEntry[]) {
        const parsed = parsedEntry(entry);
        if ('event' in parsed) {
          const sequence = await bus.publish(parsed.event);
          onPublished?.(document._id, sequence);
        } else await deadLetterEntry(model, entry, parsed.error);
        sent.set(document, [...(sent.get(document) ?? []), entry.id]);
      }
    }),
  );
  let count = 0;
  if (sent.size > 0) {
    // The driver types an untyped collection's arrays as absent; the field is there (outboxField).
    const pulls = [...sent].map(([{ _id }, ids]) => {
      count += ids.length;
      return {
        updateOne: {
          filter: { _id } as mongoose.mongo.Filter<mongoose.mongo.Document>,
          update: {
            $pull: { outbox: { id: { $in: ids } } },
          } as unknown as mongoose.mongo.UpdateFilter<mongoose.mongo.Document>,
        },
      };
    });
    await model.collection.bulkWrite(pulls, { ordered: false });
  }
  const failed = published.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return count;
}

/** A document as its write returned it, with its outbox, and the model it belongs to. */
export interface SavedOutbox {
  model: OutboxModel;
  document: { _id: unknown; outbox?: readonly OutboxEntry[] | null };
}

export interface OutboxRelay {
  /**
   * Publishes the pending events of the document (or documents) just saved (call after a save for low
   * latency); several documents take one read and one bulk write per model. Given `saved`, the document
   * as its write returned it (`findOneAndUpdate` with its `outbox`), publishes that document's entries
   * without reading it again.
   */
  flush(documentId: unknown, saved?: SavedOutbox): Promise<void>;
  /**
   * Sweeps now rather than at the next tick of the timer (coalesced with a sweep under way): called after
   * every handled event, so what a handler stored is published at once, whether or not it flushed.
   */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Started by `runService({ outbox })`: every `intervalMs` publishes what a crash or a failed publish left
 * behind; routes flush only the document they saved, so a backlog never stalls a request.
 */
/** How many documents' latest published sequence a relay keeps (see `flush`). */
const rememberedDocuments = 5000;

export function startOutboxRelay(options: {
  bus: Pick<EventBus, 'publish'>;
  models: OutboxModel[];
  logger: Logger;
  intervalMs?: number;
}): OutboxRelay {
  const { bus, models, logger, intervalMs = 1000 } = options;
  let sweeping: Promise<void> | undefined;
  // The latest sequence published from each recent document (at most `rememberedDocuments`): a sweep may
  // publish a route's events between its write and its flush, and the route's answer still names them.
  const latest = new Map<string, number>();
  const remember: PublishedCallback = (documentId, sequence) => {
    const key = String(documentId);
    latest.delete(key);
    latest.set(key, Math.max(sequence, 0));
    if (latest.size > rememberedDocuments) latest.delete(latest.keys().next().value!);
  };
  /** A wake that came during a sweep: that sweep may have read before the new events were stored. */
  let again = false;
  const sweep = (): Promise<void> => {
    if (sweeping) {
      again = true;
      return sweeping;
    }
    sweeping = (async () => {
      try {
        for (const model of models) while ((await flushOutbox(model, bus, {}, remember)) > 0);
      } catch (error) {
        logger.warn({ err: error }, 'outbox publish failed; will retry');
      } finally {
        sweeping = undefined;
      }
    })();
    void sweeping.then(() => {
      if (!again) return;
      again = false;
      void sweep();
    });
    return sweeping;
  };
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return {
    async flush(documentId, saved) {
      const ids: unknown[] = Array.isArray(documentId) ? documentId : [documentId];
      const filter = { _id: Array.isArray(documentId) ? { $in: documentId } : documentId };
      try {
        if (saved) await publishPending(saved.model, bus, [saved.document], remember);
        else for (const model of models) await flushOutbox(model, bus, filter, remember);
      } catch (error) {
        // The saved change stands; the timer publishes its event.
        logger.warn({ err: error }, 'outbox publish failed; will retry');
      }
      // Whoever published them (this flush or a sweep), the request's token names their sequence.
      for (const id of ids) {
        const sequence = latest.get(String(id));
        if (sequence !== undefined) notePublished(sequence);
      }
    },
    wake() {
      void sweep();
    },
    async stop() {
      clearInterval(timer);
      again = false;
      await sweeping;
    },
  };
}
