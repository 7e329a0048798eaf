import { createEvent } from '@progression/contracts';
import { outboxPush } from '@progression/service-kit';
import { serviceName } from '../env';
import { DraftPackModel, type StoredPack } from '../models/draft-pack';
import { closeIfComplete } from './complete-draft';

/**
 * Opens packs SEALED -> OPENED, each exactly once: the update matches only a sealed pack, and the
 * `draft.packs.opened` event goes into the same write (outbox), so 20 parallel opens add its cards once.
 * Demo packs publish it too with a null game and player (the collection ignores them). Returns the ids
 * this call opened.
 */
export async function openPacks(packs: readonly StoredPack[]): Promise<string[]> {
  const opened: string[] = [];
  for (const pack of packs) {
    if (pack.status !== 'SEALED') continue;
    const event = createEvent('draft.packs.opened', serviceName, {
      version: 1,
      gameId: pack.gameId,
      playerId: pack.playerId,
      draftId: pack.draftId,
      week: pack.week,
      packIds: [pack._id],
      cards: pack.cards.map((card) => ({
        cardId: card.cardId,
        setCardId: card.id,
        equivalentRarity: card.equivalentRarity,
      })),
    });
    const result = await DraftPackModel.updateOne(
      { _id: pack._id, status: 'SEALED' },
      { $set: { status: 'OPENED' }, $push: outboxPush(event) },
    );
    if (result.modifiedCount === 1) opened.push(pack._id);
  }
  // Each opener checks after its own writes, so whoever opens the last pack sees the draft complete.
  for (const draftId of new Set(packs.map((pack) => pack.draftId))) await closeIfComplete(draftId);
  return opened;
}
