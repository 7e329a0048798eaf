import type { Card, CollectionItem, Deck } from '@progression/contracts';

/** The collection's size the bench renders the editor with. */
export const collectionSize = 10_000;
const gameId = '64b000000000000000000001';
export const deckId = '64d000000000000000000001';

const types = ['NORMAL_MONSTER', 'EFFECT_MONSTER', 'SPELL_CARD', 'TRAP_CARD', 'FUSION_MONSTER'] as const;

/** A generated card (no picture: the editor draws it from its data, as it does offline). */
function card(index: number): Card {
  const type = types[index % types.length]!;
  const extra = type === 'FUSION_MONSTER';
  return {
    id: String(10_000_000 + index),
    name: `Bench card ${index}`,
    description: `The text of bench card ${index}.`,
    smallImageUrl: '',
    largeImageUrl: '',
    firstPrintedRarity: null,
    yugiohMetaData: {
      type,
      frame: 'EFFECT',
      race: 'WARRIOR',
      attribute: type.endsWith('MONSTER') ? 'LIGHT' : null,
      level: type.endsWith('MONSTER') ? 4 : null,
      attack: type.endsWith('MONSTER') ? 1800 : null,
      defense: type.endsWith('MONSTER') ? 1000 : null,
    },
    deckClassification: extra ? 'EXTRA_DECK' : 'MAIN_DECK',
    archetype: null,
    linkRating: null,
    linkMarkers: [],
    pendulumScale: null,
    pendulumDescription: null,
    monsterDescription: null,
    artworkIds: [String(10_000_000 + index)],
    konamiId: null,
  } as Card;
}

const cards = Array.from({ length: collectionSize }, (_, index) => card(index));
const byId = new Map(cards.map((each) => [each.id, each]));
const items: CollectionItem[] = cards.map((each) => ({ card: each, quantity: 3, weekAcquired: 1 }));
const mains = cards.filter((each) => each.deckClassification === 'MAIN_DECK');
const extras = cards.filter((each) => each.deckClassification === 'EXTRA_DECK');

/** A full deck: 20 main deck cards three times (60) and 15 extra deck cards. */
const deck: Deck = {
  id: deckId,
  gameId,
  playerId: '64c000000000000000000001',
  name: 'Bench deck',
  updated: new Date().toISOString(),
  valid: true,
  reasons: [],
  cards: [
    ...mains.slice(0, 20).map((each) => ({ cardId: each.id, quantity: 3, zone: 'MAIN_DECK' as const })),
    ...extras.slice(0, 15).map((each) => ({ cardId: each.id, quantity: 1, zone: 'EXTRA_DECK' as const })),
  ],
};

export const editorPath = `/games/game/${gameId}/decks/${deckId}`;

/** The gateway as the editor reads it: the deck, its cards, and the collection in pages. */
export async function benchFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input), window.location.origin);
  let body: unknown = {};
  if (url.pathname === `/rest/api/deck/${deckId}`) body = deck;
  else if (url.pathname === '/rest/api/cards')
    body = { cards: url.searchParams.getAll('cardIds').flatMap((id) => byId.get(id) ?? []) };
  else if (url.pathname === '/rest/api/collection') {
    const { offset = 0, pageSize = 100 } = JSON.parse(String(init.body ?? '{}')) as {
      offset?: number;
      pageSize?: number;
    };
    const end = Math.min(collectionSize, offset + pageSize);
    body = {
      items: items.slice(offset, end),
      total: collectionSize,
      nextOffset: end < collectionSize ? end : null,
    };
  }
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}
