import type { Card, CollectionItem, Deck } from '@progression/contracts';

/** A main deck monster with its data and no picture (the drawn frame shows). */
export const card = (id: string, name: string): Card => ({
  id,
  name,
  description: 'A card of the tests.',
  smallImageUrl: '',
  largeImageUrl: '',
  firstPrintedRarity: null,
  yugiohMetaData: {
    type: 'NORMAL_MONSTER',
    frame: 'NORMAL',
    race: 'SPELLCASTER',
    attribute: 'DARK',
    level: 4,
    attack: 1500,
    defense: 1200,
  },
  deckClassification: 'MAIN_DECK',
  archetype: null,
  linkRating: null,
  linkMarkers: [],
  pendulumScale: null,
  pendulumDescription: null,
  monsterDescription: null,
  artworkIds: [id],
  konamiId: null,
});

export const gameId = '64f0000000000000000000aa';
export const deckId = '64f0000000000000000000dd';

const player = (id: string, username: string, userId: string) => ({
  id,
  userId,
  gameId,
  username,
  isAdmin: false,
  activeDrafts: [],
});
/** Ann owns the deck; Bob plays in the same game. */
export const players = {
  ann: player('64f0000000000000000000a1', 'ann', '64f0000000000000000000b1'),
  bob: player('64f0000000000000000000a2', 'bob', '64f0000000000000000000b2'),
};

export const deckOf = (cards: Deck['cards'], name = 'Spellcasters'): Deck => ({
  id: deckId,
  gameId,
  playerId: players.ann.id,
  name,
  updated: '2026-11-01T10:00:00.000Z',
  valid: false,
  reasons: [],
  cards,
});

/** Owned copies of each card, as the collection lists them. */
export const owned = (cards: Card[], quantity = 3): CollectionItem[] =>
  cards.map((entry) => ({ card: entry, quantity, weekAcquired: 1 }));
