import type { Card } from '@progression/contracts';
import { equivalentRarityOf } from '@progression/contracts';
import { imagePaths } from '../images/image-kinds';
import type { CardDocument } from './card';

export function presentCard(card: CardDocument): Card {
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
