/** Event ids kept per document: far more than events about one document arrive within a redelivery. */
export const inboxSize = 200;

/** Add to a schema definition of a document a handler changes: `new Schema({ ...fields, ...inboxField })`. */
export const inboxField = {
  processedEvents: { type: [String], default: [] },
};

type Filter = Record<string, unknown>;
type Update = Record<string, Record<string, unknown> | undefined>;

/**
 * The consumer-side twin of the outbox: the filter and update that make a handler's change together with
 * recording the event id in the same document, so a redelivery (a crash before the ack, an expired
 * `ack_wait`, a second replica) matches nothing and changes nothing.
 */
export function withInbox(
  eventId: string,
  filter: Filter,
  update: Update,
): { filter: Filter; update: Update } {
  return {
    filter: { ...filter, processedEvents: { $ne: eventId } },
    update: {
      ...update,
      $push: { ...update.$push, processedEvents: { $each: [eventId], $slice: -inboxSize } },
    },
  };
}

/** A model to apply an inbox update to (any mongoose model with `inboxField`). */
export interface InboxModel {
  updateOne(filter: Filter, update: Update): PromiseLike<{ modifiedCount: number }>;
}

/**
 * Applies a handler's change to one document once per event id; true when it applied now, false when the
 * event had been applied already (or no document matches the filter).
 */
export async function applyOnce(
  model: InboxModel,
  eventId: string,
  filter: Filter,
  update: Update,
): Promise<boolean> {
  const once = withInbox(eventId, filter, update);
  const result = await model.updateOne(once.filter, once.update);
  return result.modifiedCount === 1;
}
