import { createEvent } from '@progression/contracts';
import { outboxPush } from '@progression/service-kit';
import { serviceName } from '../env';
import { DraftPackModel, type StoredPack } from '../models/draft-pack';
import { closeIfComplete } from './complete-draft';

/**
 * Opens packs SEALED -> OPENED, each exactly once: the update matches only a sealed pack, and the
 * `draft.packs.opened` event goes into the same write (outbox), so 20 parallel opens add its cards once.
 * All the packs go in one bulk write; each pack records the event that opened it, so when a parallel open
 * won some of them, this call still knows which are its own. Demo packs publish the event too with a null
 * game and player (the collection ignores them). Returns the ids this call opened.
 */
export async function openPacks(packs: readonly StoredPack[]): Promise<string[]> {
  const sealed = packs
    .filter((pack) => pack.status === 'SEALED')
    .map((pack) => ({
      pack,
      event: createEvent('draft.packs.opened', serviceName, {
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
      }),
    }));
  let opened: string[] = [];
  if (sealed.length > 0) {
    const result = await DraftPackModel.bulkWrite(
      sealed.map(({ pack, event }) => ({
        updateOne: {
          filter: { _id: pack._id, status: 'SEALED' },
          update: { $set: { status: 'OPENED', openedBy: event.id }, $push: outboxPush(event) },
        },
      })),
      { ordered: false },
    );
    opened =
      result.modifiedCount === sealed.length
        ? sealed.map(({ pack }) => pack._id)
        : (
            await DraftPackModel.find(
              {
                _id: { $in: sealed.map(({ pack }) => pack._id) },
                openedBy: { $in: sealed.map(({ event }) => event.id) },
              },
              { _id: 1 },
            ).lean()
          ).map((pack) => pack._id);
  }
  // Each opener checks after its own writes, so whoever opens the last pack sees the draft complete.
  for (const draftId of new Set(packs.map((pack) => pack.draftId))) await closeIfComplete(draftId);
  return opened;
}
