import type { SetCard } from '@progression/contracts';
import type { SetCardDocument } from './set-card';

export function presentSetCard(setCard: SetCardDocument, card: SetCard['card']): SetCard {
  return {
    id: setCard._id,
    setId: setCard.setId,
    setName: setCard.setName,
    cardId: setCard.cardId,
    card,
    rarity: setCard.rarity,
    rarityName: setCard.rarityName,
    printingCode: setCard.printingCode,
    equivalentRarity: setCard.equivalentRarity,
  };
}
