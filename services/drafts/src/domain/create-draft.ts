import { createEvent, type PackDraftSource } from '@progression/contracts';
import { outboxPush } from '@progression/service-kit';
import type { Clients } from '../clients';
import { PackDraftModel, type StoredStage } from '../models/pack-draft';
import { serviceName } from '../env';
import { demoTableIdOf, tableIdOf } from './booster-table/table-id';
import { derivedId } from './ids';
import { fillStagePacks, writePacks } from './fill-stage';
import type { StagePlan } from './stage-plan';

export interface NewDraft {
  id: string;
  gameId: string | null;
  playerId: string | null;
  userId: string;
  week: number;
  source: PackDraftSource;
  stages: StagePlan[];
  expiresAt?: Date;
}

/** A booster stage's table: the game's week's one, or the demo draft's own (create-table.ts seats both). */
function tableOf(draft: NewDraft, plan: StagePlan, stage: number): string | undefined {
  if (plan.draftBehaviour !== 'BOOSTER_DRAFT') return undefined;
  if (draft.gameId) return tableIdOf(draft.gameId, draft.week, stage);
  return draft.source === 'DEMO' ? demoTableIdOf(draft.id, stage) : undefined;
}

/** The stored draft a new one starts as, with its `draft.created` in its outbox (none for DEMO drafts). */
function storedDraft(draft: NewDraft) {
  const stages: StoredStage[] = draft.stages.map((plan, index) => {
    const tableId = tableOf(draft, plan, index + 1);
    return {
      _id: derivedId(draft.id, 'stage', index + 1),
      stage: index + 1,
      numPacks: plan.packSetIds?.length ?? plan.numPacks,
      draftBehaviour: plan.draftBehaviour,
      rarityDistribution: plan.rarityDistribution,
      sets: plan.sets,
      maxPackRules: plan.maxPackRules,
      packSetIds: plan.packSetIds ?? [],
      filled: false,
      ...(tableId ? { tableId, pickSeconds: plan.pickSeconds, minimumSeats: plan.minimumSeats } : {}),
    };
  });
  const event =
    draft.source === 'DEMO' || !draft.gameId || !draft.playerId
      ? undefined
      : createEvent('draft.created', serviceName, {
          version: 1,
          gameId: draft.gameId,
          playerId: draft.playerId,
          userId: draft.userId,
          draftId: draft.id,
          week: draft.week,
          source: draft.source,
        });
  return {
    gameId: draft.gameId,
    playerId: draft.playerId,
    userId: draft.userId,
    week: draft.week,
    source: draft.source,
    stages,
    reverted: false,
    closedAt: null,
    expiresAt: draft.expiresAt ?? null,
    createdAt: new Date(),
    outbox: event ? [outboxPush(event).outbox] : [],
  };
}

/**
 * Creates drafts exactly once under their ids, all in one bulk write of upserts that only insert, each
 * with its `draft.created` in the same document write. PRE_FILLED stages (and stages given their packs)
 * are filled right after; their packs have derived ids too, so a rerun after a crash finishes the job and
 * repeats nothing.
 */
export async function createDrafts(drafts: readonly NewDraft[], clients: Clients): Promise<void> {
  // Nothing to draft (no stage with sets): no draft, which would stay active for ever.
  const made = drafts.filter((draft) => draft.stages.length > 0);
  if (made.length === 0) return;
  await PackDraftModel.bulkWrite(
    made.map((draft) => ({
      updateOne: {
        filter: { _id: draft.id },
        update: { $setOnInsert: storedDraft(draft) },
        upsert: true,
      },
    })),
    { ordered: false },
  );
  const toFill = made.filter((draft) => draft.stages.some((stage) => stage.draftBehaviour === 'PRE_FILLED'));
  for (const draft of toFill) {
    const stored = await PackDraftModel.findById(draft.id).lean();
    if (!stored) continue;
    for (const stage of stored.stages) {
      if (stage.draftBehaviour !== 'PRE_FILLED') continue;
      // A rerun (redelivery after a crash) writes the packs of a stage marked filled again: upserts.
      if (stage.filled) await writePacks(stored, stage, clients);
      else
        await fillStagePacks(stored, stage, stage.packSetIds.length ? stage.packSetIds : undefined, clients);
    }
  }
}

/** Creates one draft exactly once under its id (see createDrafts). */
export function createDraft(draft: NewDraft, clients: Clients): Promise<void> {
  return createDrafts([draft], clients);
}
