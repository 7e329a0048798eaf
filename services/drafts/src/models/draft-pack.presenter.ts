import type { DraftPack } from '@progression/contracts';
import type { StoredPack } from './draft-pack';

/**
 * A pack as the API answers it, with its cards also while sealed: the opener lays them face down before
 * the flip. They were fixed when the stage was filled, so seeing them early changes nothing; only opening
 * adds them to the collection.
 */
export function presentPack(pack: StoredPack): DraftPack {
  return {
    id: pack._id,
    status: pack.status,
    set: pack.set,
    cards: pack.cards,
    draftId: pack.draftId,
  };
}
