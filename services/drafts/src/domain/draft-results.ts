import type { SetCard } from '@progression/contracts';
import type { Clients } from '../clients';
import { DraftTableModel, type StoredTable } from '../models/draft-table';
import type { StoredPack } from '../models/draft-pack';
import type { StoredDraft, StoredStage } from '../models/pack-draft';
import { presentDraftPicks } from '../models/draft-table.presenter';

/**
 * The cards a draft gave its player, stage by stage: the cards of a stage's opened packs (in pack order),
 * and for a booster stage the player's picks at its table (in pick order). `stages` narrows it to some.
 */
export async function draftResults(
  draft: StoredDraft,
  packs: readonly StoredPack[],
  clients: Clients,
  stages: readonly StoredStage[] = draft.stages,
): Promise<SetCard[]> {
  const tableIds = stages.flatMap((stage) => (stage.tableId ? [stage.tableId] : []));
  const tables = tableIds.length
    ? await DraftTableModel.find({ _id: { $in: tableIds } }).lean<StoredTable[]>()
    : [];
  const results: SetCard[] = [];
  for (const stage of [...stages].sort((a, b) => a.stage - b.stage)) {
    const table = tables.find((candidate) => candidate._id === stage.tableId);
    if (table) results.push(...(await presentDraftPicks(table, draft._id, clients)));
    results.push(
      ...packs
        .filter((pack) => pack.stageId === stage._id && pack.status === 'OPENED')
        .sort((a, b) => a.index - b.index)
        .flatMap((pack) => pack.cards),
    );
  }
  return results;
}
