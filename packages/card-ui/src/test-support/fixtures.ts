import type {
  Card,
  CardSet,
  CardSetType,
  EquivalentRarity,
  SetCard,
  YugiohMetaData,
} from '@progression/contracts';

// Made-up catalog records for component tests, shaped exactly like the catalog API's responses.

/** A card set released on `releaseDate` (YYYY-MM-DD). */
export function makeSet(
  id: string,
  setName: string,
  setCode: string,
  type: CardSetType,
  releaseDate: string,
): CardSet {
  return {
    id,
    type,
    releaseDate: new Date(`${releaseDate}T00:00:00.000Z`).toISOString(),
    setCode,
    setName,
    setDescription: '',
    imageUrl: `/images/sets/${setCode}.jpg`,
  };
}

const effectMonster: YugiohMetaData = {
  type: 'EFFECT_MONSTER',
  frame: 'EFFECT',
  race: 'SPELLCASTER',
  attribute: 'DARK',
  level: 4,
  attack: 1800,
  defense: 1000,
};

/** A card; game data defaults to a level 4 DARK Spellcaster effect monster. */
export function makeCard(id: string, name: string, metaData: Partial<YugiohMetaData> | null = {}): Card {
  return {
    id,
    name,
    description:
      'When this card is Normal Summoned: You can draw 1 card. You can only use this effect once per turn.',
    smallImageUrl: `/images/cards_small/${id}.jpg`,
    largeImageUrl: `/images/cards/${id}.jpg`,
    firstPrintedRarity: 'COMMON',
    yugiohMetaData: metaData === null ? null : { ...effectMonster, ...metaData },
    deckClassification: metaData === null ? 'OTHER' : 'MAIN_DECK',
    archetype: null,
    linkRating: null,
    linkMarkers: [],
    pendulumScale: null,
    pendulumDescription: null,
    monsterDescription: null,
    artworkIds: [id],
    konamiId: null,
  };
}

/** A printing of a card in a set. */
export function makeSetCard(
  id: string,
  card: Card,
  equivalentRarity: EquivalentRarity,
  setId = 'set-1',
): SetCard {
  // Each equivalent rarity is also a printing rarity of the same name.
  return {
    id,
    setId,
    setName: 'Legend of Blue Eyes White Dragon',
    cardId: card.id,
    card,
    rarity: equivalentRarity,
    rarityName: equivalentRarity,
    printingCode: `LOB-EN${id.padStart(3, '0').slice(-3)}`,
    equivalentRarity,
  };
}
