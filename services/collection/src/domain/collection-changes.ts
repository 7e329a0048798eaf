import { createEvent, type EventEnvelope } from '@progression/contracts';
import { isDuplicateKey, outboxPush, type Logger, type OutboxRelay } from '@progression/service-kit';
import { Entry } from '../models/entry';
import { Stamp, stampId } from '../models/stamp';

/** A card's owned count after a change (0 when the player no longer owns it). */
export interface OwnedCount {
  cardId: string;
  owned: number;
}

/** Cards one `collection.changed` carries at most: a whole collection is announced in several. */
export const cardsPerChange = 500;

function changeEvents(gameId: string, playerId: string, from: number, counts: OwnedCount[]) {
  const events: EventEnvelope<'collection.changed'>[] = [];
  for (let start = 0; start < counts.length; start += cardsPerChange) {
    const cards = counts.slice(start, start + cardsPerChange);
    const collectionVersion = from + events.length + 1;
    events.push(
      createEvent('collection.changed', 'collection', {
        version: 1,
        gameId,
        playerId,
        collectionVersion,
        cards,
      }),
    );
  }
  return events;
}

/**
 * Raises the player's collection version and stores, in the same write, the `collection.changed` events
 * announcing these counts (the stamp's outbox), one version each. Optimistic: when another write raised
 * the version meanwhile (the start-up announcement on another replica) it reads again, so versions never
 * repeat and a later version always carries counts read later. Returns the stamp's id, to flush.
 */
export async function recordChange(
  gameId: string,
  playerId: string,
  readCounts: () => Promise<OwnedCount[]>,
  options: { announcing?: boolean } = {},
): Promise<string> {
  const _id = stampId(gameId, playerId);
  for (;;) {
    const stamp = await Stamp.findById(_id, { version: 1 }).lean();
    const counts = await readCounts();
    const from = stamp?.version ?? 0;
    const outbox = changeEvents(gameId, playerId, from, counts).map((event) => outboxPush(event).outbox);
    // Every change raises the version, even one announcing nothing, so snapshots reload.
    const version = from + Math.max(outbox.length, 1);
    if (!stamp) {
      try {
        // A stamp made now announces everything from the player's first change on.
        await Stamp.create({ _id, version, announced: true, outbox });
        return _id;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        continue;
      }
    }
    const raised = await Stamp.updateOne(
      { _id, version: from },
      {
        $set: { version, ...(options.announcing ? { announced: true } : {}) },
        $push: { outbox: { $each: outbox } },
      },
    );
    if (raised.modifiedCount === 1) return _id;
  }
}

/** Every owned count of one player's collection. */
async function wholeCollection(gameId: string, playerId: string): Promise<OwnedCount[]> {
  const entries = await Entry.find({ gameId, playerId }, { cardId: 1, quantity: 1 }).lean();
  return entries.map((entry) => ({ cardId: entry.cardId, owned: entry.quantity }));
}

/**
 * Announces, once, the whole collection of every player whose stamp predates `collection.changed`, so a
 * copy built from the events (decks' owned counts) is whole on a deployment older than the stream's 14
 * days. Run on start; the relay publishes. Setting `announced: false` on stamps announces them again.
 */
export async function announceCollections(logger: Logger): Promise<number> {
  let announced = 0;
  for (;;) {
    const stamps = await Stamp.find({ announced: { $ne: true } }, { _id: 1 })
      .limit(100)
      .lean();
    if (stamps.length === 0) break;
    for (const { _id } of stamps) {
      const [gameId, playerId] = _id.split(':');
      await recordChange(gameId, playerId, () => wholeCollection(gameId, playerId), { announcing: true });
      announced += 1;
    }
  }
  if (announced > 0) logger.info({ announced }, 'collections announced whole');
  return announced;
}

/**
 * Publishes the changes just stored before the handler's event is acknowledged, so once the consumer
 * acknowledged an event, the `collection.changed` it caused is in the stream. Throws (the event is
 * retried) when one is still pending: the relay could not publish it now.
 */
export async function publishChanges(outbox: OutboxRelay | undefined, stampIds: string[]): Promise<void> {
  if (!outbox) throw new Error('collection publishes collection.changed: start it with outbox: [Stamp]');
  for (const id of new Set(stampIds)) await outbox.flush(id);
  if (await Stamp.exists({ _id: { $in: stampIds }, 'outbox.pending': true }))
    throw new Error('a collection.changed event could not be published yet');
}
