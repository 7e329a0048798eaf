import type { Collection } from 'mongodb';
import { DraftTableModel, type StoredTable } from '../../models/draft-table';
import { PackDraftModel, type StoredDraft } from '../../models/pack-draft';
import { closeIfComplete } from '../complete-draft';

/**
 * Once a table completes, its stage is done in every draft that has it (the seated players', and a late
 * joiner's, who got the week's draft but no seat): marked filled (a booster stage has no packs of its
 * own), and a draft with nothing else to do closes (`draft.completed`, once). Every step is idempotent,
 * so the sweep may run it again after a crash.
 */
export async function closeTableDrafts(table: Pick<StoredTable, '_id' | 'status'>): Promise<void> {
  if (table.status !== 'COMPLETE') return;
  const drafts = PackDraftModel.collection as unknown as Collection<StoredDraft>;
  const withTable = { stages: { $elemMatch: { tableId: table._id } } };
  const ids = (await drafts.find(withTable, { projection: { _id: 1 } }).toArray()).map(({ _id }) => _id);
  for (const draftId of ids) {
    await drafts.updateOne({ _id: draftId, ...withTable }, { $set: { 'stages.$.filled': true } });
    await closeIfComplete(draftId);
  }
  await DraftTableModel.updateOne({ _id: table._id }, { $set: { draftsClosed: true } });
}
