import type { Collection } from 'mongodb';
import { DraftTableModel, type StoredTable } from '../../models/draft-table';
import { PackDraftModel, type StoredDraft } from '../../models/pack-draft';
import { closeIfComplete } from '../complete-draft';

/**
 * Once a table completes, its stage is done in each seated player's draft: marked filled (a booster
 * stage has no packs of its own), and a draft with nothing else to do closes (`draft.completed`, once).
 * Every step is idempotent, so the sweep may run it again after a crash.
 */
export async function closeTableDrafts(table: Pick<StoredTable, '_id' | 'seats' | 'status'>): Promise<void> {
  if (table.status !== 'COMPLETE') return;
  const drafts = PackDraftModel.collection as unknown as Collection<StoredDraft>;
  for (const seat of table.seats) {
    if (!seat.draftId) continue;
    await drafts.updateOne(
      { _id: seat.draftId, stages: { $elemMatch: { tableId: table._id } } },
      { $set: { 'stages.$.filled': true } },
    );
    await closeIfComplete(seat.draftId);
  }
  await DraftTableModel.updateOne({ _id: table._id }, { $set: { draftsClosed: true } });
}
