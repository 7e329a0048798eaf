import { createEvent } from '@progression/contracts';
import { outboxPush } from '@progression/service-kit';
import { serviceName } from '../env';
import { DraftPackModel } from '../models/draft-pack';
import { PackDraftModel, type StoredDraft } from '../models/pack-draft';

/**
 * Records `draft.completed` once for a game's draft: a conditional update on `closedAt: null` carries the
 * event (outbox), so concurrent openers of the last packs publish it once. Demo drafts publish nothing.
 */
export async function closeDraft(
  draft: Pick<StoredDraft, '_id' | 'gameId' | 'playerId'>,
  reason: 'COMPLETE' | 'REVERTED',
) {
  if (!draft.gameId || !draft.playerId) return;
  const event = createEvent('draft.completed', serviceName, {
    version: 1,
    gameId: draft.gameId,
    playerId: draft.playerId,
    draftId: draft._id,
    reason,
  });
  await PackDraftModel.updateOne(
    { _id: draft._id, closedAt: null },
    { $set: { closedAt: new Date() }, $push: outboxPush(event) },
  );
}

/** Closes a draft once every stage is filled and every pack opened (checked after each opening). */
export async function closeIfComplete(draftId: string): Promise<void> {
  const draft = await PackDraftModel.findById(draftId).lean<StoredDraft>();
  if (!draft || draft.closedAt || !draft.stages.every((stage) => stage.filled)) return;
  if (await DraftPackModel.exists({ draftId, status: 'SEALED' })) return;
  await closeDraft(draft, 'COMPLETE');
}
