import type { CollectionImportEntry, CollectionImportReport } from '@progression/contracts';
import type { CollectionImportRecord } from './collection-import';

/** One import as the trail shows it. */
export function presentImportEntry(record: CollectionImportRecord): CollectionImportEntry {
  return {
    id: record._id,
    gameId: record.gameId,
    playerId: record.playerId,
    playerName: record.playerName,
    byUserId: record.byUserId,
    byUsername: record.byUsername,
    fileName: record.fileName ?? null,
    at: record.at.toISOString(),
    week: record.week,
    rows: record.rows,
    taken: record.taken,
    merged: record.merged,
    refused: record.refused,
    copies: record.copies,
  };
}

/** The answer to an import: the entry with every refusal and merge. */
export function presentImportReport(
  record: CollectionImportRecord,
  alreadyImported: boolean,
): CollectionImportReport {
  return {
    ...presentImportEntry(record),
    refusals: record.refusals.map(({ row, reason, message }) => ({
      row,
      reason: reason as CollectionImportReport['refusals'][number]['reason'],
      message: message ?? '',
    })),
    merges: record.merges.map(({ row, intoRow }) => ({ row, intoRow })),
    alreadyImported,
  };
}
