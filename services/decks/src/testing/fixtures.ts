import {
  catalogCalls,
  deckClassificationOf,
  gamesCalls,
  messages,
  type BanlistEntry,
  type Card,
  type DeckCard,
  type Game,
  type Player,
  type YugiohCardType,
} from '@progression/contracts';
import { NotFound } from '@progression/service-kit';
import { fakeCalls, testGame, testPlayer } from '@progression/service-kit/testing';
import type { Clients } from '../clients';
import { catalogClient } from '../clients/catalog';
import { gamesClient } from '../clients/games';

/** A catalog card of a type; `artworks` are its alternate arts' passcodes. */
export function fixtureCard(id: string, name: string, type: YugiohCardType, artworks: string[] = []): Card {
  return {
    id,
    name,
    description: '',
    smallImageUrl: `/images/${id}.jpg`,
    largeImageUrl: `/images/${id}.jpg`,
    firstPrintedRarity: null,
    yugiohMetaData: {
      type,
      frame: 'EFFECT',
      race: 'WARRIOR',
      attribute: null,
      level: null,
      attack: null,
      defense: null,
    },
    deckClassification: deckClassificationOf(type),
    archetype: null,
    linkRating: null,
    linkMarkers: [],
    pendulumScale: null,
    pendulumDescription: null,
    monsterDescription: null,
    artworkIds: [id, ...artworks],
    konamiId: null,
  };
}

/** Main deck monsters 10001..10030 (10001 has an alternate art 90010001). */
export const mainIds = Array.from({ length: 30 }, (_, i) => String(10001 + i));
/** Extra deck monsters: Fusion, Synchro, Xyz, Link, a Synchro pendulum. */
export const extraIds = ['20001', '20002', '20003', '20004', '20005'];
export const cardIds = {
  raigeki: '30001', // MAX_ONE under the week-2 banlist
  potOfGreed: '30002', // FORBIDDEN
  monsterReborn: '30003', // MAX_TWO
  skill: '40001', // plays in no deck
  alternateArt: '90010001', // an artwork of 10001
};

export const fixtureCards: Card[] = [
  ...mainIds.map((id, i) =>
    fixtureCard(id, `Monster ${i + 1}`, 'NORMAL_MONSTER', id === '10001' ? [cardIds.alternateArt] : []),
  ),
  fixtureCard('20001', 'Fusion One', 'FUSION_MONSTER'),
  fixtureCard('20002', 'Synchro One', 'SYNCHRO_MONSTER'),
  fixtureCard('20003', 'Xyz One', 'XYZ_MONSTER'),
  fixtureCard('20004', 'Link One', 'LINK_MONSTER'),
  fixtureCard('20005', 'Pendulum Synchro', 'SYNCHRO_PENDULUM_EFFECT_MONSTER'),
  fixtureCard(cardIds.raigeki, 'Raigeki', 'SPELL_CARD'),
  fixtureCard(cardIds.potOfGreed, 'Pot of Greed', 'SPELL_CARD'),
  fixtureCard(cardIds.monsterReborn, 'Monster Reborn', 'SPELL_CARD'),
  fixtureCard(cardIds.skill, 'A Skill', 'SKILL_CARD'),
];

export const week2Banlist: BanlistEntry[] = [
  { cardId: cardIds.raigeki, banType: 'MAX_ONE' },
  { cardId: cardIds.potOfGreed, banType: 'FORBIDDEN' },
  { cardId: cardIds.monsterReborn, banType: 'MAX_TWO' },
];

export const users = {
  ann: { id: '64a000000000000000000001', username: 'ann' },
  bob: { id: '64a000000000000000000002', username: 'bob' },
  carl: { id: '64a000000000000000000003', username: 'carl' },
  dave: { id: '64a000000000000000000004', username: 'dave' },
  eve: { id: '64a000000000000000000005', username: 'eve' },
};
export type TestUser = (typeof users)[keyof typeof users];

export const gameId = '64b000000000000000000001';
export const otherGameId = '64b000000000000000000002';
export const mtgGameId = '64b000000000000000000003';
export const players = {
  ann: '64c000000000000000000001',
  bob: '64c000000000000000000002',
  carl: '64c000000000000000000003',
  dave: '64c000000000000000000004',
};

const playerOf = (user: keyof typeof players, game: string, isAdmin = false): Player =>
  testPlayer(players[user], game, users[user], isAdmin);

/** A game in its second week; from week 2 on the weeks play under TCG banlist versions (by date). */
export function gameOf(id: string, activeWeek = 2, cardGameType: Game['cardGameType'] = 'YUGIOH'): Game {
  const banlistDates = ['', '2002-03-01', '2002-05-01', '2002-07-01'];
  return testGame(id, {
    activeWeek,
    cardGameType,
    weeks: Array.from({ length: activeWeek }, (_, i) => {
      const date = banlistDates[i + 1];
      const activeFrom = date ? `${date}T00:00:00.000Z` : null;
      return {
        id: `w${i + 1}`,
        week: i + 1,
        banlistVersion: activeFrom,
        banlist: activeFrom && i > 0 ? { format: 'TCG' as const, activeFrom } : null,
      };
    }),
  });
}

/** Games' plan as decks reads it with the game: decks uses none of it. */
const emptyPlan = {
  cardPools: [],
  weeks: [],
  draftConfig: { steps: [] },
  banlistConfig: {
    banlistTemplate: 'TCG' as const,
    banlistBehaviour: 'FULL' as const,
    banlistSelectionBehaviour: 'EARLIEST_PACK' as const,
  },
};

/**
 * The neighbours as route tests need them (the declarations' typed fakes under decks' clients), each changeable by a test: Ann and Bob play in the game and
 * Carl is its admin; Dave is the admin of another game; Eve plays nowhere. Banlists by date. (Owned
 * counts are decks' own: `testing/owned-counts.ts`.)
 */
export function fakeNeighbours() {
  const state = {
    activeWeek: 2,
    banlists: new Map<string, BanlistEntry[]>([
      ['2002-05-01', week2Banlist],
      ['2002-07-01', [{ cardId: mainIds[0], banType: 'FORBIDDEN' as const }]],
    ]),
    /** Every call made to a neighbour, by name (the bench of calls a route makes). */
    calls: [] as string[],
  };
  const rosters: Record<string, Player[]> = {
    [gameId]: [playerOf('ann', gameId), playerOf('bob', gameId), playerOf('carl', gameId, true)],
    [otherGameId]: [playerOf('dave', otherGameId, true)],
    [mtgGameId]: [playerOf('ann', mtgGameId)],
  };
  const byPasscode = new Map<string, Card>();
  for (const card of fixtureCards) for (const artwork of card.artworkIds) byPasscode.set(artwork, card);

  const clients: Clients = {
    games: gamesClient(
      fakeCalls(gamesCalls, {
        internalGame: ({ params: { id } }) => {
          state.calls.push('games');
          if (!rosters[id]) throw new NotFound(messages.errors.gameNotFound(id));
          return {
            game: gameOf(id, state.activeWeek, id === mtgGameId ? 'MTG' : 'YUGIOH'),
            players: rosters[id],
            plan: emptyPlan,
          };
        },
      }),
    ),
    catalog: catalogClient(
      fakeCalls(catalogCalls, {
        cards: ({ query }) => {
          state.calls.push('catalog.cards');
          return { cards: query.cardIds.flatMap((id) => byPasscode.get(id) ?? []) };
        },
        cardsByName: ({ body }) => {
          state.calls.push('catalog.cardsByName');
          const byName = new Map(fixtureCards.map((card) => [card.name.toLowerCase(), card]));
          return {
            cards: body.names.flatMap((name) => {
              const card = byName.get(name.trim().toLowerCase());
              return card ? [{ name, card }] : [];
            }),
          };
        },
        banlistInForce: ({ query }) => {
          state.calls.push('catalog.banlist');
          return { ...query, activeFrom: query.date, entries: state.banlists.get(query.date) ?? [] };
        },
      }),
    ),
  };
  return { state, clients };
}

export const main = (cardId: string, quantity = 1): DeckCard => ({ cardId, quantity, zone: 'MAIN_DECK' });
export const extra = (cardId: string, quantity = 1): DeckCard => ({ cardId, quantity, zone: 'EXTRA_DECK' });
/** A legal deck: 40 main deck cards (13 x 3 + 1) and 3 extra deck cards. */
export const legalCards = (): DeckCard[] => [
  ...mainIds.slice(0, 13).map((id) => main(id, 3)),
  main(mainIds[13], 1),
  extra('20001'),
  extra('20002'),
  extra('20005'),
];
