import type { SetCard } from '@progression/contracts';
import type { CardView } from './card.presenter';
import type { SetCardDocument } from './set-card';

/** A printing as the API answers it, with its whole card. */
export type SetCardView = Omit<SetCard, 'card'> & {
  card: CardView;
  rarityName: string;
  printingCode: string;
  setName: string;
};

export function presentSetCard(setCard: SetCardDocument, card: CardView): SetCardView {
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
