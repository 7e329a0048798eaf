import { messages } from '@progression/contracts';
import { NotFound } from '@progression/service-kit';
import { DraftTableModel, type StoredTable } from '../../models/draft-table';
import type { StoredDraft } from '../../models/pack-draft';

/**
 * The table of a draft: its first BOOSTER_DRAFT stage whose table is not complete, else its last one.
 * 404 when the draft has no booster stage (or its table was never seated: no player at week start).
 */
export async function tableOfDraft(draft: Pick<StoredDraft, 'stages'>): Promise<StoredTable> {
  const ids = draft.stages.flatMap((stage) => (stage.tableId ? [stage.tableId] : []));
  const tables = await DraftTableModel.find({ _id: { $in: ids } }).lean<StoredTable[]>();
  const inOrder = ids.flatMap((id) => tables.filter((table) => table._id === id));
  const table = inOrder.find((candidate) => candidate.status !== 'COMPLETE') ?? inOrder.at(-1);
  if (!table) throw new NotFound(messages.boosterDraft.noTable);
  return table;
}
