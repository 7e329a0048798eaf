import type { Card, CardSet, SetCard } from '@progression/contracts';
import { cardSetTypeDisplayNames, equivalentRarityOf } from '@progression/contracts';
import type { CardDocument } from '../models/card';
import type { CardSetDocument } from '../models/card-set';
import type { SetCardDocument } from '../models/set-card';

/** Where the app serves a card's and a set's images (see the image routes). */
export const imagePaths = {
  card: (passcode: string) => `/card-images/cards/${passcode}.jpg`,
  smallCard: (passcode: string) => `/card-images/cards_small/${passcode}.jpg`,
  set: (setCode: string) => `/card-images/sets/${encodeURIComponent(setCode)}.jpg`,
};

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

export type CardSetView = CardSet & {
  numOfCards: number;
  packLayoutKind: CardSetDocument['packLayout']['kind'];
};

export function presentSet(set: CardSetDocument): CardSetView {
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
