import {
  catalogCalls,
  deckClassificationOf,
  messages,
  type Card,
  type EquivalentRarity,
  type InternalGame,
  type Player,
  type SetCard,
} from '@progression/contracts';
import { NotFound } from '@progression/service-kit';
import { fakeCalls, testGame, testPlayer } from '@progression/service-kit/testing';
import type { Clients } from '../clients';
import { catalogClient } from '../clients/catalog';

export interface TestUser {
  id: string;
  username: string;
}

export const users = {
  ann: { id: '64a000000000000000000001', username: 'ann' }, // the game's admin
  bob: { id: '64a000000000000000000002', username: 'bob' }, // a player
  cy: { id: '64a000000000000000000003', username: 'cy' }, // admin of another game
  dee: { id: '64a000000000000000000004', username: 'dee' }, // a stranger
  eve: { id: '64a000000000000000000005', username: 'eve' }, // a second player
};
export const gameId = '64b000000000000000000001';
export const otherGameId = '64b000000000000000000002';
/** Player ids (one per user per game). */
export const playerIds = {
  ann: '64d000000000000000000001',
  bob: '64d000000000000000000002',
  cy: '64d000000000000000000003',
  eve: '64d000000000000000000005',
};

/** A catalog card; spells and monsters are enough to test the filters. */
export function fixtureCard(id: string, name: string): Card {
  return {
    id,
    name,
    description: `${name} text`,
    smallImageUrl: `/images/${id}.jpg`,
    largeImageUrl: `/images/${id}.jpg`,
    firstPrintedRarity: null,
    yugiohMetaData: {
      type: 'NORMAL_MONSTER',
      frame: 'NORMAL',
      race: 'WARRIOR',
      attribute: null,
      level: 4,
      attack: 1000,
      defense: 1000,
    },
    deckClassification: deckClassificationOf('NORMAL_MONSTER'),
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

/**
 * The plan: week 1 brings set A (STANDARD), week 2 set B (STANDARD) and set P (the REWARD pool), week 3
 * set C (STANDARD). Each set has a common and a rare; card 1001 is common in A and rare in B.
 */
export const sets = {
  A: { id: '64f100000000000000000001', setCode: 'AAA', setName: 'Alpha' },
  B: { id: '64f100000000000000000002', setCode: 'BBB', setName: 'Beta' },
  P: { id: '64f100000000000000000003', setCode: 'PPP', setName: 'Prize' },
  C: { id: '64f100000000000000000004', setCode: 'CCC', setName: 'Gamma' },
};
const printings: Record<string, [string, string, EquivalentRarity][]> = {
  [sets.A.id]: [
    ['1001', 'Alpha Common', 'COMMON'],
    ['1002', 'Alpha Rare', 'RARE'],
  ],
  [sets.B.id]: [
    ['1001', 'Alpha Common', 'RARE'],
    ['2001', 'Beta Common', 'COMMON'],
    ['2002', 'Beta Rare', 'SUPER_RARE'],
  ],
  [sets.P.id]: [['3001', 'Prize Ultra', 'ULTRA_RARE']],
  [sets.C.id]: [
    ['4001', 'Gamma Common', 'COMMON'],
    ['4002', 'Gamma Secret', 'SECRET_RARE'],
  ],
};
export const cards = new Map<string, Card>(
  Object.values(printings)
    .flat()
    .map(([id, name]) => [id, fixtureCard(id, name)]),
);

const rarityNames: Record<EquivalentRarity, string> = {
  COMMON: 'Common',
  RARE: 'Rare',
  SUPER_RARE: 'Super Rare',
  ULTRA_RARE: 'Ultra Rare',
  SECRET_RARE: 'Secret Rare',
};

/** A set's printings as the catalog answers them; 404 for a set it does not know. */
function setCardsOf(setId: string): SetCard[] {
  const set = Object.values(sets).find((candidate) => candidate.id === setId);
  if (!set) throw new NotFound(messages.catalog.setNotFound(setId));
  return printings[setId]!.map(([cardId, , rarity], index) => ({
    id: `${setId.slice(0, 20)}${String(index + 1).padStart(4, '0')}`,
    setId,
    cardId,
    card: cards.get(cardId)!,
    rarity,
    equivalentRarity: rarity,
    rarityName: rarityNames[rarity],
    printingCode: `${set.setCode}-EN${String(index + 1).padStart(3, '0')}`,
    setName: set.setName,
  }));
}

const planSet = (set: { id: string; setCode: string; setName: string }) => ({
  ...set,
  type: 'BOOSTER' as const,
  releaseDate: '2002-03-08T00:00:00.000Z',
});

/** What the fakes answer; tests change it. */
export interface NeighbourState {
  activeWeek: number;
  /** Players of the game by user id: [player id, is admin]. */
  members: Map<string, Map<string, [string, boolean]>>;
}

export function fakeNeighbours() {
  const state: NeighbourState = {
    activeWeek: 2,
    members: new Map([
      [
        gameId,
        new Map([
          [users.ann.id, [playerIds.ann, true]],
          [users.bob.id, [playerIds.bob, false]],
          [users.eve.id, [playerIds.eve, false]],
        ]),
      ],
      [otherGameId, new Map([[users.cy.id, [playerIds.cy, true]]])],
    ]),
  };
  const usernameOf = (userId: string) =>
    Object.values(users).find((user) => user.id === userId)?.username ?? userId;
  const playersOf = (id: string): Player[] =>
    [...(state.members.get(id) ?? new Map<string, [string, boolean]>())].map(
      ([userId, [playerId, isAdmin]]) =>
        testPlayer(playerId, id, { id: userId, username: usernameOf(userId) }, isAdmin),
    );

  const internalGame = (id: string): InternalGame => {
    if (!state.members.has(id)) throw new NotFound(messages.errors.gameNotFound(id));
    return {
      game: testGame(id, {
        activeWeek: state.activeWeek,
        weeks: Array.from({ length: state.activeWeek }, (_, index) => ({
          id: `64e00000000000000000000${index + 1}`,
          week: index + 1,
          banlistVersion: null,
          banlist: null,
        })),
        playerIds: playersOf(id).map((player) => player.id),
        modeId: '64f000000000000000000001',
      }),
      players: playersOf(id),
      plan: {
        cardPools: [
          { name: 'Core', type: 'STANDARD' },
          { name: 'Prize', type: 'REWARD' },
        ],
        weeks: [
          { week: 1, weekSets: [{ pool: 'Core', sets: [planSet(sets.A)] }] },
          {
            week: 2,
            weekSets: [
              { pool: 'Core', sets: [planSet(sets.B)] },
              { pool: 'Prize', sets: [planSet(sets.P)] },
            ],
          },
          { week: 3, weekSets: [{ pool: 'Core', sets: [planSet(sets.C)] }] },
        ],
        draftConfig: { steps: [] },
        banlistConfig: {
          banlistTemplate: 'TCG',
          banlistBehaviour: 'FULL',
          banlistSelectionBehaviour: 'EARLIEST_PACK',
        },
      },
    };
  };

  const clients: Clients = {
    games: {
      async playerOf(id, userId) {
        const player = playersOf(id).find((candidate) => candidate.userId === userId);
        if (!player) throw new NotFound(messages.errors.gameNotFound(id));
        return player;
      },
      async playerInGame(id, userId) {
        return { player: await clients.games.playerOf(id, userId), game: await clients.games.game(id) };
      },
      // The game as rewards' copy presents it (domain/game-view.ts), from the same state.
      async game(id) {
        const { players, plan } = internalGame(id);
        return {
          gameId: id,
          activeWeek: state.activeWeek,
          players,
          plan: {
            cardPools: plan.cardPools,
            weeks: plan.weeks.filter((week) => week.week <= state.activeWeek),
          },
        };
      },
    },
    // The catalog through rewards' real wrapper over the declarations' typed fake.
    catalog: catalogClient(
      fakeCalls(catalogCalls, {
        setCards: ({ params: { id } }) => ({ cards: setCardsOf(id) }),
        // Text search on the name is the filter these tests use; the order is by name.
        searchCards: ({ body: { cardIds = [], filters, page = 1, pageSize = 100 } }) => {
          const text = filters?.textSearch?.searchText.toLowerCase() ?? '';
          const matching = cardIds
            .map((id) => cards.get(id))
            .filter((card): card is Card => !!card && card.name.toLowerCase().includes(text))
            .sort((a, b) => a.name.localeCompare(b.name));
          const from = (page - 1) * pageSize;
          return { cards: matching.slice(from, from + pageSize), total: matching.length, page, pageSize };
        },
      }),
    ),
  };
  return { state, clients, internalGame };
}
