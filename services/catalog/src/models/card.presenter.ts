import type { Card } from '@progression/contracts';
import { equivalentRarityOf } from '@progression/contracts';
import { imagePaths } from '../images/image-kinds';
import type { CardDocument } from './card';

/** A card as the API answers it: the contract's fields plus what the card components and deck rules use. */
export type CardView = Card & {
  deckClassification: CardDocument['deckZone'];
  archetype: string | null;
  linkRating: number | null;
  linkMarkers: string[];
  pendulumScale: number | null;
  pendulumDescription: string | null;
  monsterDescription: string | null;
  /** Passcodes of every artwork; any of them finds this card. */
  artworkIds: string[];
  konamiId: number | null;
};

export function presentCard(card: CardDocument): CardView {
  return {
    id: card._id,
    name: card.name,
    description: card.description,
    smallImageUrl: imagePaths.smallCard(card._id),
    largeImageUrl: imagePaths.card(card._id),
    firstPrintedRarity: card.firstPrintedRarity ? equivalentRarityOf(card.firstPrintedRarity) : null,
    yugiohMetaData: card.yugiohMetaData,
    deckClassification: card.deckZone,
    archetype: card.archetype,
    linkRating: card.linkRating,
    linkMarkers: card.linkMarkers,
    pendulumScale: card.pendulumScale,
    pendulumDescription: card.pendulumDescription,
    monsterDescription: card.monsterDescription,
    artworkIds: card.artworkIds,
    konamiId: card.konamiId,
  };
}
