import type { CardSet } from '@progression/contracts';
import { cardSetTypeDisplayNames } from '@progression/contracts';
import { imagePaths } from '../images/image-kinds';
import type { CardSetDocument } from './card-set';

/** A set as the API answers it: the contract's fields plus its size and pack layout kind. */
export type CardSetView = CardSet & {
  numOfCards: number;
  packLayoutKind: CardSetDocument['packLayout']['kind'];
};

export function presentSet(
  set: Pick<
    CardSetDocument,
    '_id' | 'type' | 'releaseDate' | 'setCode' | 'setName' | 'numOfCards' | 'packLayout'
  >,
): CardSetView {
  return {
    id: set._id,
    type: set.type,
    releaseDate: set.releaseDate,
    setCode: set.setCode,
    setName: set.setName,
    setDescription: `${cardSetTypeDisplayNames[set.type]} · ${set.numOfCards} cards`,
    imageUrl: imagePaths.set(set.setCode),
    numOfCards: set.numOfCards,
    packLayoutKind: set.packLayout.kind,
  };
}
