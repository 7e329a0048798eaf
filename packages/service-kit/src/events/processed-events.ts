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
