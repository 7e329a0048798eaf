import {
  catalogCalls,
  type BanlistEntry,
  type Card,
  type SetCard,
  type YugiohMetaData,
} from '@progression/contracts';
import { fakeCalls } from '@progression/service-kit/testing';
import { catalogClient, type CatalogClient } from '../clients/catalog';
import { unknownCard } from '../domain/searchable';

/** A catalog card with the given data; the rest as a plain card has it. */
export function fixtureCard(
  id: string,
  name: string,
  meta: Partial<YugiohMetaData> | null,
  description = '',
): Card {
  return {
    ...unknownCard(id),
    name,
    description,
    smallImageUrl: `/images/${id}.jpg`,
    largeImageUrl: `/images/${id}.jpg`,
    deckClassification: meta ? 'MAIN_DECK' : 'OTHER',
    yugiohMetaData: meta
      ? {
          type: 'EFFECT_MONSTER',
          frame: 'EFFECT',
          race: 'WARRIOR',
          attribute: null,
          level: null,
          attack: null,
          defense: null,
          ...meta,
        }
      : null,
  };
}

/** Cards with known answers to every filter and sort. */
export const fixtureCards: Card[] = [
  fixtureCard(
    '1001',
    'Blue-Eyes White Dragon',
    {
      type: 'NORMAL_MONSTER',
      frame: 'NORMAL',
      race: 'DRAGON',
      attribute: 'LIGHT',
      level: 8,
      attack: 3000,
      defense: 2500,
    },
    'This legendary dragon is a powerful engine of destruction.',
  ),
  fixtureCard(
    '1002',
    'Dark Magician',
    {
      type: 'NORMAL_MONSTER',
      frame: 'NORMAL',
      race: 'SPELLCASTER',
      attribute: 'DARK',
      level: 7,
      attack: 2500,
      defense: 2100,
    },
    'The ultimate wizard in terms of attack and defense.',
  ),
  fixtureCard(
    '1003',
    'Celtic Guardian',
    {
      type: 'NORMAL_MONSTER',
      frame: 'NORMAL',
      race: 'WARRIOR',
      attribute: 'EARTH',
      level: 4,
      attack: 1400,
      defense: 1200,
    },
    'An elf who learned to wield a sword, he baffles enemies with lightning-swift attacks.',
  ),
  fixtureCard(
    '1004',
    'Man-Eater Bug',
    {
      type: 'FLIP_EFFECT_MONSTER',
      frame: 'EFFECT',
      race: 'INSECT',
      attribute: 'EARTH',
      level: 2,
      attack: 450,
      defense: 600,
    },
    'FLIP: Target 1 monster on the field; destroy that target.',
  ),
  fixtureCard(
    '1005',
    'Thousand Dragon',
    {
      type: 'FUSION_MONSTER',
      frame: 'FUSION',
      race: 'DRAGON',
      attribute: 'WIND',
      level: 7,
      attack: 2400,
      defense: 2000,
    },
    '"Time Wizard" + "Baby Dragon"',
  ),
  fixtureCard(
    '2001',
    'Raigeki',
    { type: 'SPELL_CARD', frame: 'SPELL', race: 'NORMAL' },
    'Destroy all monsters your opponent controls.',
  ),
  fixtureCard(
    '2002',
    'Yami',
    { type: 'SPELL_CARD', frame: 'SPELL', race: 'FIELD' },
    'All Fiend and Spellcaster monsters on the field gain 200 ATK/DEF.',
  ),
  fixtureCard(
    '3001',
    'Mirror Force',
    { type: 'TRAP_CARD', frame: 'TRAP', race: 'NORMAL' },
    "When an opponent's monster declares an attack: Destroy all your opponent's Attack Position monsters.",
  ),
  fixtureCard(
    '3002',
    'Magic Jammer',
    { type: 'TRAP_CARD', frame: 'TRAP', race: 'COUNTER' },
    'When a Spell Card is activated: Discard 1 card; negate the activation, and if you do, destroy it.',
  ),
  fixtureCard('9001', 'Mystery Card', null),
  {
    ...fixtureCard('4001', 'Dark Magician Girl', {
      attribute: 'DARK',
      level: 6,
      attack: 2000,
      defense: 1700,
    }),
    artworkIds: ['4001', '4002'],
  },
];

/** A printing of a fixture card in a set named after its code. */
export function fixturePrinting(setCardId: string, card: Card, code: string, rarityName: string): SetCard {
  return {
    id: setCardId,
    setId: `set-${code.split('-')[0]}`,
    cardId: card.id,
    card,
    rarity: 'COMMON',
    equivalentRarity: 'COMMON',
    rarityName,
    printingCode: code,
    setName: `Set, "${code.split('-')[0]}"`,
  } as SetCard;
}

/** The catalog as tests need it (the declarations' typed fake under the service's client): these cards and printings, and one banlist for every date. */
export function fakeCatalog(
  cards: Card[],
  printings: SetCard[] = [],
  banlist: BanlistEntry[] = [],
): CatalogClient & {
  cardCalls: string[][];
} {
  // Any artwork's passcode finds a card, as in the catalog.
  const byId = new Map(
    cards.flatMap((card) => [card.id, ...card.artworkIds].map((id) => [id, card] as const)),
  );
  const cardCalls: string[][] = [];
  const catalog = catalogClient(
    fakeCalls(catalogCalls, {
      cards: ({ query }) => {
        cardCalls.push(query.cardIds);
        return { cards: query.cardIds.flatMap((id) => byId.get(id) ?? []) };
      },
      setCardsById: ({ body }) => ({
        cards: printings.filter((printing) => body.setCardIds.includes(printing.id)),
      }),
      printingsOfCards: ({ body }) => ({
        printings: printings
          .filter((printing) => body.cardIds.includes(printing.cardId))
          .map(({ card: _card, ...printing }) => printing),
      }),
      banlistInForce: ({ query }) => ({ ...query, activeFrom: query.date, entries: banlist }),
    }),
  );
  return Object.assign(catalog, { cardCalls });
}
