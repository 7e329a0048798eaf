import mongoose from 'mongoose';

/** Longer than the stream keeps an event (14 days), so a marker outlives every redelivery of its event. */
export const processedMarkerTtlSeconds = 30 * 24 * 60 * 60;

/**
 * Event ids a consumer has handled, in the consuming service's own database, so a redelivered event is
 * acknowledged without running its handler again. Markers expire (TTL index) once no redelivery can come.
 */
const processedEventSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    consumer: { type: String, required: true },
    eventId: { type: String, required: true },
    processedAt: { type: Date, required: true, expires: processedMarkerTtlSeconds },
  },
  { versionKey: false },
);

const model = () =>
  (mongoose.models.ProcessedEvent as mongoose.Model<{ _id: string }> | undefined) ??
  mongoose.model('ProcessedEvent', processedEventSchema, 'processed_events');

interface ProcessedMarker {
  _id: string;
  consumer: string;
  eventId: string;
  processedAt: Date;
}

const keyOf = (consumer: string, eventId: string) => `${consumer}:${eventId}`;

export async function wasProcessed(consumer: string, eventId: string): Promise<boolean> {
  return (await model().exists({ _id: keyOf(consumer, eventId) })) !== null;
}

export async function markProcessed(consumer: string, eventId: string): Promise<void> {
  await model().updateOne(
    { _id: keyOf(consumer, eventId) },
    { $setOnInsert: { consumer, eventId, processedAt: new Date() } },
    { upsert: true },
  );
}

/** Of these event ids, the ones the consumer handled already (one query for a batch). */
export async function processedAmong(consumer: string, eventIds: readonly string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const markers = model().collection as unknown as mongoose.mongo.Collection<ProcessedMarker>;
  const found = await markers
    .find({ _id: { $in: eventIds.map((id) => keyOf(consumer, id)) } }, { projection: { eventId: 1 } })
    .toArray();
  return new Set(found.map((marker) => marker.eventId));
}

/** Marks a batch of events handled in one write (a marker already there is left as it is). */
export async function markAllProcessed(consumer: string, eventIds: readonly string[]): Promise<void> {
  if (eventIds.length === 0) return;
  const processedAt = new Date();
  const markers = model().collection as unknown as mongoose.mongo.Collection<ProcessedMarker>;
  await markers.bulkWrite(
    eventIds.map((eventId) => ({
      updateOne: {
        filter: { _id: keyOf(consumer, eventId) },
        update: { $setOnInsert: { consumer, eventId, processedAt } },
        upsert: true,
      },
    })),
    { ordered: false },
  );
}
