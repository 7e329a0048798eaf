import type { Collection } from 'mongodb';
import { messages, type EventEnvelope } from '@progression/contracts';
import { Conflict, NotFound, outboxPush } from '@progression/service-kit';
import { DraftTableModel, type StoredTable } from '../../models/draft-table';
import { collectionCounts } from './owned-counts';
import { changedEvents, collectedEvents, dueEvents } from './table-events';
import { isComplete, nextDeadlineOf, noCollection, settle, type CollectionCounts } from './rules';

/** What a change did: nothing (the table stays as read), or changed the table it was given. */
export type ChangeOutcome = 'UNCHANGED' | 'CHANGED';

/** A change of a table read at one version; it mutates the table it is given, or throws a refusal. */
export type TableChange = (
  table: StoredTable,
  context: { now: Date; collection: CollectionCounts },
) => ChangeOutcome;

// Picks of a live table of 8 can meet on the same version; each retry reads the table again.
const maxAttempts = 50;

const tables = () => DraftTableModel.collection as unknown as Collection<StoredTable>;

/**
 * Applies a change exactly once: read the table, change it (then bots pick, deadlines follow, a table with
 * every card picked completes), and write it only if its version is still the one read; otherwise read
 * it again and retry. So two replicas noticing the same deadline, or 20 requests for the same pick, make
 * one change: the others find it made. The events of the change (`draft.table.changed`, `draft.pick.due`, and once at
 * completion `draft.picks.collected`; none for a demo table) go into the table's outbox in the same write.
 */
export async function changeTable(
  tableId: string,
  change: TableChange,
  now = new Date(),
  { withCollection = false }: { withCollection?: boolean } = {},
): Promise<StoredTable> {
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const read = await tables().findOne({ _id: tableId });
    if (!read) throw new NotFound(messages.boosterDraft.noTable);
    const table = structuredClone(read);
    // Players' collections matter to the deadline's auto-pick only (bots pick for no collection).
    const collection = withCollection ? await collectionCounts(table) : noCollection;
    if (change(table, { now, collection }) === 'UNCHANGED') return read;
    const events: EventEnvelope[] = [];
    if (table.status === 'ACTIVE') {
      events.push(...dueEvents(table, settle(table, now, collection)));
      if (isComplete(table)) {
        table.status = 'COMPLETE';
        table.completedAt = now;
        for (const seat of table.seats) seat.deadline = null;
        events.push(...collectedEvents(table));
      }
    }
    table.nextDeadline = table.status === 'ACTIVE' ? nextDeadlineOf(table) : null;
    table.version = read.version + 1;
    events.push(...changedEvents(table));
    const written = await tables().updateOne(
      { _id: tableId, version: read.version },
      {
        $set: {
          seats: table.seats,
          picks: table.picks,
          status: table.status,
          nextDeadline: table.nextDeadline,
          pausedAt: table.pausedAt,
          completedAt: table.completedAt,
          version: table.version,
        },
        $push: { outbox: { $each: events.map((event) => outboxPush(event).outbox) } },
      },
    );
    if (written.modifiedCount === 1) return table;
  }
  throw new Conflict(messages.errors.changedElsewhere);
}
