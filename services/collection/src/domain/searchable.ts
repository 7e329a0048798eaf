import { cardKindOf, cardKinds, monsterCardTypesOf, type Card } from '@progression/contracts';

/** The fields of an entry the collection query filters and sorts on, read from the catalog's card. */
export function searchableFields(card: Card) {
  const meta = card.yugiohMetaData;
  const kind = meta ? cardKindOf(meta.type) : null;
  return {
    nameKey: card.name.toLowerCase(),
    textKey: card.description.toLowerCase(),
    hasMeta: meta !== null,
    kind,
    // DEFAULT order: monsters, spells, traps, then the rest; cards without data last.
    kindRank: kind ? cardKinds.indexOf(kind) : cardKinds.length,
    typeCode: meta?.type ?? null,
    attribute: meta?.attribute ?? null,
    monsterCardTypes: meta ? monsterCardTypesOf(meta.type) : [],
    race: meta?.race ?? null,
    level: meta?.level ?? null,
    attack: meta?.attack ?? null,
    defense: meta?.defense ?? null,
  };
}

/** A card the catalog does not know: its id stands for its name, with no data (no tooltip, no filters). */
export function unknownCard(cardId: string): Card {
  return {
    id: cardId,
    name: cardId,
    description: '',
    smallImageUrl: '',
    largeImageUrl: '',
    firstPrintedRarity: null,
    yugiohMetaData: null,
    deckClassification: 'OTHER',
    archetype: null,
    linkRating: null,
    linkMarkers: [],
    pendulumScale: null,
    pendulumDescription: null,
    monsterDescription: null,
    artworkIds: [cardId],
    konamiId: null,
  };
}
