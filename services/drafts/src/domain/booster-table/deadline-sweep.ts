import type { Logger } from '@progression/service-kit';
import { DraftTableModel, type StoredTable } from '../../models/draft-table';
import { closeTableDrafts } from './close-table-drafts';
import { pickExpiredOf } from './table-actions';

/** Tables one sweep handles at most; the next sweep (a second later) takes the rest. */
const batchSize = 200;
/** Tables changed at once within a sweep. */
const parallelTables = 8;

/**
 * One sweep over expired deadlines: every running table whose earliest deadline passed gets its auto-picks
 * (each exactly once, whichever replica's change lands first; see change-table.ts), and every completed
 * table whose players' drafts are not closed yet closes them (a crash between the two writes is finished
 * here). Returns the tables it changed.
 */
export async function sweepDeadlines(now = new Date()): Promise<number> {
  const expired = await DraftTableModel.find({ status: 'ACTIVE', nextDeadline: { $lte: now } }, { _id: 1 })
    .limit(batchSize)
    .lean<Array<Pick<StoredTable, '_id'>>>();
  // Tables side by side (each its own document): the store's round trips overlap.
  for (let start = 0; start < expired.length; start += parallelTables)
    await Promise.all(
      expired.slice(start, start + parallelTables).map(async ({ _id }) => {
        const table = await pickExpiredOf(_id, now);
        if (table.status === 'COMPLETE') await closeTableDrafts(table);
      }),
    );
  const unclosed = await DraftTableModel.find({ status: 'COMPLETE', draftsClosed: { $ne: true } })
    .limit(batchSize)
    .lean<StoredTable[]>();
  for (const table of unclosed) await closeTableDrafts(table);
  return expired.length;
}

export interface DeadlineSweep {
  stop(): Promise<void>;
}

/** Sweeps every `intervalMs` (one sweep at a time per replica); started by index.ts. */
export function startDeadlineSweep(
  logger: Logger,
  { onChanged, intervalMs = 1_000 }: { onChanged?: () => void; intervalMs?: number } = {},
): DeadlineSweep {
  let stopped = false;
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = sweepDeadlines()
      // Publish the auto-picks' events (the next picks' bells) now rather than at the relay's next tick.
      .then((changed) => changed > 0 && onChanged?.())
      .catch((error: unknown) => logger.error({ err: error }, 'the deadline sweep failed'))
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
