import {
  catalogCalls,
  createEvent,
  gamesCalls,
  messages,
  modesCalls,
  type Card,
  type CardSet,
  type EventData,
  type EventType,
  type GamePlan,
  type Player,
  type ProgressionMode,
  type SetCard,
} from '@progression/contracts';
import { createLogger, NotFound, type HandlerContext } from '@progression/service-kit';
import { fakeCalls, testPlayer, testGame } from '@progression/service-kit/testing';
import type { Clients } from '../clients';
import { catalogClient } from '../clients/catalog';
import { gamesClient, type InternalGame } from '../clients/games';
import { modesClient } from '../clients/modes';
import type { PackLayout } from '../domain/pack-engine';

/** Users of the route x role tests. */
export const users = {
  ann: { id: '64a000000000000000000001', username: 'ann' }, // the game's admin
  bob: { id: '64a000000000000000000002', username: 'bob' }, // a player
  carl: { id: '64a000000000000000000003', username: 'carl' }, // a stranger
  dave: { id: '64a000000000000000000004', username: 'dave' }, // the admin of another game
};
export const gameId = '64b000000000000000000001';
export const otherGameId = '64b000000000000000000002';
export const modeId = '64c000000000000000000001';
/** A mode whose week has a pack stage then a booster draft (3 seats, 30 s per pick), for demo drafts. */
export const boosterModeId = '64c000000000000000000002';
export const sets = {
  core: {
    id: '64d000000000000000000001',
    setCode: 'LOB',
    setName: 'Legend of Blue Eyes',
    type: 'BOOSTER' as const,
  },
  deck: {
    id: '64d000000000000000000002',
    setCode: 'SDY',
    setName: 'Starter Deck: Yugi',
    type: 'DECK' as const,
  },
  unknown: { id: '64d000000000000000000003', setCode: 'PRO', setName: 'Promo Pack', type: 'PACK' as const },
  /** In the catalog, in no week of the plan: a special-event pack an admin gives in a custom draft. */
  special: {
    id: '64d000000000000000000004',
    setCode: 'SEP',
    setName: 'Special Event Pack',
    type: 'PACK' as const,
  },
  /** In the catalog's set records with no printing: nothing to open. */
  empty: {
    id: '64d000000000000000000005',
    setCode: 'WCP',
    setName: 'World Championship Prize Cards',
    type: 'PROMO' as const,
  },
};

const rarityNames = {
  COMMON: 'Common',
  RARE: 'Rare',
  SUPER_RARE: 'Super Rare',
  ULTRA_RARE: 'Ultra Rare',
  SECRET_RARE: 'Secret Rare',
} as const;
type Rarity = keyof typeof rarityNames;

/** A plain normal monster as the catalog answers it. */
function testCard(id: string, name: string): Card {
  return {
    id,
    name,
    description: `${name} text`,
    smallImageUrl: `/images/${id}.jpg`,
    largeImageUrl: `/images/${id}.jpg`,
    firstPrintedRarity: 'COMMON',
    yugiohMetaData: {
      type: 'NORMAL_MONSTER',
      frame: 'NORMAL',
      race: 'WARRIOR',
      attribute: 'EARTH',
      level: 4,
      attack: 1000,
      defense: 1000,
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
  };
}

function printings(
  set: { id: string; setCode: string; setName: string },
  spec: Array<[Rarity, number]>,
): SetCard[] {
  let n = 0;
  return spec.flatMap(([rarity, count]) =>
    Array.from({ length: count }, () => {
      n += 1;
      const code = String(n).padStart(3, '0');
      const id = `${set.id.slice(0, 20)}${code.padStart(4, '0')}`;
      // A passcode of its own per set and number: the set id's last digit, then the number.
      const cardId = `${set.id.slice(-1)}${code}`;
      return {
        id,
        setId: set.id,
        cardId,
        card: testCard(cardId, `${set.setName} ${code}`),
        rarity,
        equivalentRarity: rarity,
        rarityName: rarityNames[rarity],
        printingCode: `${set.setCode}-EN${code}`,
        setName: set.setName,
      };
    }),
  );
}

export const setCards: Record<string, SetCard[]> = {
  [sets.core.id]: printings(sets.core, [
    ['COMMON', 30],
    ['RARE', 8],
    ['SUPER_RARE', 4],
    ['ULTRA_RARE', 3],
    ['SECRET_RARE', 2],
  ]),
  [sets.deck.id]: printings(sets.deck, [
    ['COMMON', 5],
    ['ULTRA_RARE', 1],
  ]),
  [sets.unknown.id]: printings(sets.unknown, [
    ['COMMON', 10],
    ['RARE', 5],
    ['SUPER_RARE', 2],
  ]),
  [sets.special.id]: printings(sets.special, [
    ['COMMON', 9],
    ['SUPER_RARE', 3],
  ]),
  [sets.empty.id]: [],
};

export const coreLayout: PackLayout = {
  kind: 'RANDOM_PACK',
  distribution: 'TCG Core Booster Pre-STON',
  fixedList: [],
  slots: [
    { count: 7, proportionate: false, options: [{ rarities: ['COMMON'], chance: null }] },
    { count: 1, proportionate: false, options: [{ rarities: ['RARE'], chance: null }] },
    {
      count: 1,
      proportionate: true,
      options: [
        { rarities: ['SECRET_RARE'], chance: 24 },
        { rarities: ['ULTRA_RARE'], chance: 12 },
        { rarities: ['SUPER_RARE'], chance: 6 },
        { rarities: ['RARE'], chance: null },
      ],
    },
  ],
};
const layouts: Record<string, PackLayout> = {
  [sets.core.id]: coreLayout,
  [sets.deck.id]: {
    kind: 'FIXED_LIST',
    distribution: 'preconstructed',
    slots: [],
    fixedList: setCards[sets.deck.id]!.map((card) => ({
      setCardId: card.id,
      quantity: card.rarity === 'COMMON' ? 2 : 1,
    })),
  },
  [sets.unknown.id]: { kind: 'NONE', distribution: null, slots: [], fixedList: [] },
  [sets.special.id]: { kind: 'NONE', distribution: null, slots: [], fixedList: [] },
  [sets.empty.id]: { kind: 'NONE', distribution: null, slots: [], fixedList: [] },
};

type TestSet = (typeof sets)[keyof typeof sets];

const planSet = (set: TestSet) => ({ ...set, releaseDate: '2002-03-08T00:00:00.000Z' });

/** The set as a mode's weeks carry it (the plan keeps only part of it). */
const modeSet = (set: TestSet): CardSet => ({
  ...planSet(set),
  setDescription: `${set.setName}.`,
  imageUrl: `/images/sets/${set.setCode}.jpg`,
});

/** Two weeks: a 3-pack even stage then a 2-pack FIXED shop (at most 1 structure deck) of the Core pool. */
export const plan: GamePlan = {
  cardPools: [{ name: 'Core', type: 'STANDARD' }],
  weeks: [
    { week: 1, weekSets: [{ pool: 'Core', sets: [planSet(sets.core), planSet(sets.deck)] }] },
    { week: 2, weekSets: [{ pool: 'Core', sets: [planSet(sets.unknown)] }] },
  ],
  draftConfig: {
    steps: [
      { numPacks: 3, pool: 'Core', draftBehaviour: 'EVENLY_DISTRIBUTED', rarityDistribution: 'RANDOM' },
      {
        numPacks: 2,
        pool: 'Core',
        draftBehaviour: 'SHOP',
        rarityDistribution: 'FIXED',
        maxPackRules: [{ type: 'DECK', max: 1 }],
      },
    ],
  },
  banlistConfig: {
    banlistTemplate: 'TCG',
    banlistBehaviour: 'FULL',
    banlistSelectionBehaviour: 'EARLIEST_PACK',
  },
};

/** The mode the games were made from: the same weeks, pools and configuration as their plan. */
const mode: ProgressionMode = {
  id: modeId,
  name: 'Mode',
  ownerId: users.ann.id,
  created: '2026-01-01T00:00:00.000Z',
  weeks: plan.weeks.map((week) => ({
    week: week.week,
    weekSets: week.weekSets.map(({ pool, sets: weekSets }) => ({
      pool,
      sets: weekSets.map((set) => modeSet(Object.values(sets).find((known) => known.id === set.id)!)),
    })),
  })),
  cardPools: plan.cardPools,
  draftConfig: plan.draftConfig,
  banlistConfig: plan.banlistConfig,
};

const boosterMode: ProgressionMode = {
  ...mode,
  id: boosterModeId,
  name: 'Booster mode',
  draftConfig: {
    steps: [
      { numPacks: 1, pool: 'Core', draftBehaviour: 'EVENLY_DISTRIBUTED', rarityDistribution: 'RANDOM' },
      {
        numPacks: 2,
        pool: 'Core',
        draftBehaviour: 'BOOSTER_DRAFT',
        rarityDistribution: 'RANDOM',
        pickSeconds: 30,
        minimumSeats: 3,
      },
    ],
  },
};

export const players = {
  ann: testPlayer('64e000000000000000000001', gameId, users.ann, true),
  bob: testPlayer('64e000000000000000000002', gameId, users.bob, false),
  dave: testPlayer('64e000000000000000000004', otherGameId, users.dave, true),
};

const gameOf = (id: string, list: Player[]): InternalGame => ({
  game: testGame(id, { playerIds: list.map((candidate) => candidate.id), modeId }),
  players: list,
  plan,
});

/**
 * The other services as these tests need them, through this service's real client wrappers over the
 * declarations' typed fakes (every answer parsed with the declared reply); the games' player list can grow
 * (late joiners).
 */
export function fakeClients() {
  const games: Record<string, InternalGame> = {
    [gameId]: gameOf(gameId, [players.ann, players.bob]),
    [otherGameId]: gameOf(otherGameId, [players.dave]),
  };
  const catalogSet = (setId: string) => {
    const set = Object.values(sets).find((candidate) => candidate.id === setId);
    if (!set) throw new NotFound(messages.catalog.setNotFound(setId));
    return set;
  };
  const clients: Clients = {
    games: gamesClient(
      fakeCalls(gamesCalls, {
        internalGame: ({ params: { id } }) => {
          const game = games[id];
          if (!game) throw new NotFound(messages.errors.gameNotFound(id));
          return game;
        },
      }),
    ),
    modes: modesClient(
      fakeCalls(modesCalls, {
        modeOfCaller: ({ params: { id } }) => {
          if (id === boosterModeId) return boosterMode;
          if (id !== modeId) throw new NotFound(messages.errors.notFound);
          return mode;
        },
      }),
    ),
    catalog: catalogClient(
      fakeCalls(catalogCalls, {
        setCards: ({ params: { id } }) => ({ cards: setCards[catalogSet(id).id]! }),
        packLayout: ({ params: { id } }) => {
          const { id: setId, setCode, setName, type } = catalogSet(id);
          return { setId, setCode, setName, type, ...layouts[setId]! };
        },
      }),
    ),
  };
  return { clients, games };
}

export const handlerContext: HandlerContext = {
  logger: createLogger('drafts-test', 'silent'),
  consumer: 'drafts-test',
  attempt: 1,
  streamSequence: 1,
};

export const eventOf = <T extends EventType>(type: T, data: EventData<T>) =>
  createEvent(type, 'test', data as Parameters<typeof createEvent<T>>[2]);
