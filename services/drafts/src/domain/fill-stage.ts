import type { Collection } from 'mongodb';
import type { SetCard } from '@progression/contracts';
import type { Clients } from '../clients';
import {
  allocatePacks,
  fixedOptions,
  nextSeed,
  rollPack,
  seededRandom,
  seedOf,
  type ForcedOptions,
} from './pack-engine';
import { DraftPackModel, type StoredPack } from '../models/draft-pack';
import { PackDraftModel, type StoredDraft, type StoredStage } from '../models/pack-draft';
import { derivedId } from './ids';

/** The set of each pack of a stage that is not a shop: given, or allocated by the draft's seed. */
export function stagePackSetIds(draft: Pick<StoredDraft, '_id'>, stage: StoredStage): string[] {
  if (stage.packSetIds.length) return stage.packSetIds;
  const behaviour = stage.draftBehaviour === 'RANDOM' ? 'RANDOM' : 'EVENLY_DISTRIBUTED';
  const random = seededRandom(seedOf(`${draft._id}:${stage.stage}:sets`));
  return allocatePacks(
    behaviour,
    stage.numPacks,
    stage.sets.map((set) => set.id),
    random,
  );
}

/**
 * Fills a stage once: the conditional update on `filled: false` lets one caller win (others get false);
 * then its packs are written. The packs follow only from the stored stage and the draft id, so writing
 * them again (a rerun) gives the same packs.
 */
export async function fillStagePacks(
  draft: StoredDraft,
  stage: StoredStage,
  packSetIds: string[] | undefined,
  clients: Clients,
): Promise<boolean> {
  const setIds = packSetIds ?? stagePackSetIds(draft, stage);
  // The driver's own update (mongoose would recast the Mixed `stages`); the whole stage in one path.
  const drafts = PackDraftModel.collection as unknown as Collection<StoredDraft>;
  const marked = await drafts.updateOne(
    { _id: draft._id, reverted: false, stages: { $elemMatch: { _id: stage._id, filled: false } } },
    { $set: { 'stages.$': { ...stage, filled: true, packSetIds: setIds } } },
  );
  if (marked.modifiedCount === 0) return false;
  await writePacks(draft, { ...stage, packSetIds: setIds, filled: true }, clients);
  return true;
}

/** The packs a filled stage holds, rolled from the stage's seed; upserts, so a second run adds nothing. */
export async function writePacks(draft: StoredDraft, stage: StoredStage, clients: Clients): Promise<void> {
  const packs = await rollStagePacks(draft, stage, clients);
  if (packs.length === 0) return;
  await DraftPackModel.bulkWrite(
    packs.map((pack) => ({
      updateOne: { filter: { _id: pack._id }, update: { $setOnInsert: pack }, upsert: true },
    })),
    { ordered: false },
  );
}

/** Rolls every pack of a filled stage (no writes): what `writePacks` stores and what the audit compares. */
export async function rollStagePacks(
  draft: StoredDraft,
  stage: StoredStage,
  clients: Clients,
): Promise<Array<Omit<StoredPack, 'outbox'> & { outbox: [] }>> {
  const setIds = stage.packSetIds;
  const distinct = [...new Set(setIds)];
  const sources = new Map(
    await Promise.all(
      distinct.map(
        async (setId) =>
          [
            setId,
            { cards: await clients.catalog.setCards(setId), layout: await clients.catalog.packLayout(setId) },
          ] as const,
      ),
    ),
  );
  const random = seededRandom(seedOf(`${draft._id}:${stage.stage}`));
  // FIXED spreads each set's odds over that set's packs in the stage.
  const forcedBySet = new Map<string, ForcedOptions[]>();
  for (const setId of distinct) {
    const count = setIds.filter((id) => id === setId).length;
    if (stage.rarityDistribution === 'FIXED')
      forcedBySet.set(setId, fixedOptions(sources.get(setId)!.layout, count, random));
  }
  const used = new Map<string, number>();
  return setIds.map((setId, index) => {
    const { cards, layout } = sources.get(setId)!;
    const nth = used.get(setId) ?? 0;
    used.set(setId, nth + 1);
    const forced = forcedBySet.get(setId)?.[nth] ?? {};
    const seed = nextSeed(random);
    const rolled = rollPack(layout, cards, seed, forced);
    const byId = new Map(cards.map((card) => [card.id, card]));
    const set = stage.sets.find((candidate) => candidate.id === setId);
    const first = cards[0];
    return {
      _id: derivedId(draft._id, stage.stage, index),
      draftId: draft._id,
      stageId: stage._id,
      stage: stage.stage,
      index,
      gameId: draft.gameId,
      playerId: draft.playerId,
      userId: draft.userId,
      week: draft.week,
      status: 'SEALED' as const,
      set: { id: setId, setCode: set?.setCode ?? '', setName: set?.setName ?? first?.setName ?? '' },
      seed,
      layoutName: rolled.layoutName,
      forced,
      cards: rolled.setCardIds.map((id) => byId.get(id)).filter((card): card is SetCard => Boolean(card)),
      expiresAt: draft.expiresAt,
      outbox: [],
    };
  });
}
