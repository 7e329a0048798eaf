import { isStageComplete, type DraftStage, type PackDraft } from '@progression/contracts';
import type { StoredPack } from './draft-pack';
import { presentPack } from './draft-pack.presenter';
import type { StoredDraft, StoredStage } from './pack-draft';

export function presentStage(
  draft: StoredDraft,
  stage: StoredStage,
  packs: readonly StoredPack[],
): DraftStage {
  return {
    id: stage._id,
    stage: stage.stage,
    numPacks: stage.numPacks,
    draftBehaviour: stage.draftBehaviour,
    rarityDistribution: stage.rarityDistribution,
    draftPacks: packs
      .filter((pack) => pack.stageId === stage._id)
      .sort((a, b) => a.index - b.index)
      .map(presentPack),
    cardSets: stage.sets.map((set) => ({ id: set.id, setCode: set.setCode, setName: set.setName })),
    maxPackRules: stage.maxPackRules,
    ...(stage.tableId ? { tableId: stage.tableId, tableComplete: stage.filled } : {}),
    draftId: draft._id,
  };
}

/** A draft with its stages and packs; COMPLETE once every stage's packs are all opened. */
export function presentDraft(draft: StoredDraft, packs: readonly StoredPack[]): PackDraft {
  const stages = draft.stages.map((stage) => presentStage(draft, stage, packs));
  return {
    id: draft._id,
    draftId: draft._id,
    gameId: draft.gameId,
    playerId: draft.playerId,
    week: draft.week,
    source: draft.source,
    status: stages.length > 0 && stages.every(isStageComplete) ? 'COMPLETE' : 'ACTIVE',
    stages,
    createdAt: new Date(draft.createdAt).toISOString(),
  };
}
