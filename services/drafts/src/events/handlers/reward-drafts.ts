import type { EventData } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { createDraft } from '../../domain/create-draft';
import type { StageSet } from '../../domain/pack-engine';
import { DraftPackModel } from '../../models/draft-pack';
import { PackDraftModel, type StoredDraft } from '../../models/pack-draft';
import { closeDraft } from '../../domain/complete-draft';

/**
 * Pack rewards, claims and reverts in one ordered handler (a revert is never applied before its claim).
 *
 * A pack reward's claim: a REWARD draft under the id the rewards service chose (`packDraftId`), with one
 * PRE_FILLED stage of the claimed packs, for the user and sets the claim carries (games is asked only for
 * a claim recorded before they were carried). Created once (insert-only upsert on that id); wildcards are
 * not ours.
 */
export const rewardDrafts = (clients: Clients) =>
  defineHandler({
    name: 'reward-pack-drafts',
    events: ['reward.claimed', 'reward.reverted'],
    ordered: true,
    async handle(event) {
      if (event.type === 'reward.reverted') return revert(event.data.packDraftId);
      const { gameId, playerId, packDraftId, packSetIds, week } = event.data;
      if (!packDraftId || packSetIds.length === 0) return;
      const { userId, packSets } = event.data;
      const claimed = userId && packSets ? { userId, packSets } : await fromGames(clients, event.data);
      if (!claimed) return;
      const known = new Map<string, StageSet>(claimed.packSets.map((set) => [set.id, set]));
      const sets = [...new Set(packSetIds)].map(
        (id) => known.get(id) ?? { id, setCode: '', setName: '', type: 'BOOSTER' as const },
      );
      await createDraft(
        {
          id: packDraftId,
          gameId,
          playerId,
          userId: claimed.userId,
          week,
          source: 'REWARD',
          stages: [
            {
              numPacks: packSetIds.length,
              draftBehaviour: 'PRE_FILLED',
              rarityDistribution: 'RANDOM',
              sets,
              maxPackRules: [],
              packSetIds,
            },
          ],
        },
        clients,
      );
    },
  });

/**
 * What a claim recorded before `reward.claimed` carried the player's user id and the chosen sets lacks,
 * from games' read of the game; undefined when the player is no longer in it.
 */
async function fromGames(
  clients: Clients,
  { gameId, playerId }: EventData<'reward.claimed'>,
): Promise<{ userId: string; packSets: StageSet[] } | undefined> {
  const { players, plan } = await clients.games.internalGame(gameId);
  const player = players.find((candidate) => candidate.id === playerId);
  if (!player) return undefined;
  const packSets = plan.weeks.flatMap((planWeek) =>
    planWeek.weekSets.flatMap((weekSet) =>
      weekSet.sets.map((set) => ({ id: set.id, setCode: set.setCode, setName: set.setName, type: set.type })),
    ),
  );
  return { userId: player.userId, packSets };
}

/**
 * A revert marks the REWARD draft reverted (no stage can be filled) and removes its sealed packs, so they
 * can no longer be opened. Opened packs stay as history; the collection takes their cards back from the
 * same event. Idempotent as it stands.
 */
async function revert(packDraftId: string | null): Promise<void> {
  if (!packDraftId) return;
  await PackDraftModel.updateOne({ _id: packDraftId, source: 'REWARD' }, { $set: { reverted: true } });
  await DraftPackModel.deleteMany({ draftId: packDraftId, status: 'SEALED' });
  const draft = await PackDraftModel.findOne({ _id: packDraftId, source: 'REWARD' }).lean<StoredDraft>();
  if (draft) await closeDraft(draft, 'REVERTED');
}
