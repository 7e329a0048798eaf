// npm run bench -w @progression/collection: a 10,000-card collection of real cards (the card data snapshot),
// 30 typical queries (filters, sorts, a text search) through the real gateway, p50/p95 (target p95 <= 30
// ms); the time from publishing a 24-pack `draft.packs.opened` until its cards are queryable; and the
// import of a 10,000-row YGOPRODeck collection CSV into a late joiner through the gateway (target <= 2 s). The
// collection app runs in this process (embedded Mongo, a real nats-server); games and identity are
// stand-ins answering what the collection and the gateway ask; the gateway is its own process.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  catalogCalls,
  createEvent,
  gamesCalls,
  identityCalls,
  type CollectionPayload,
  type Game,
  type Player,
} from '@progression/contracts';
import {
  eventually,
  bearerFor,
  fakeCalls,
  freePort,
  startServiceProcess,
  startStandIn,
  startTestService,
  type ServiceProcess,
  type TestService,
  percentile,
  report,
} from '@progression/service-kit/testing';
import { createApp } from '../app';
import { Stamp } from '../models/stamp';
import { catalogClient, type CatalogClient } from '../clients/catalog';
import { gamesClient } from '../clients/games';
import { envShape, serviceName } from '../env';
import { collectionEvents } from '../events/handlers/collection-events';
import { readRealCards, type RealCard } from './real-cards';

const entries = 10_000;
/** 10,000 + 3 x 216 distinct cards: the snapshot holds 10,721. */
const cardsPerSeedEvent = 250;
const rounds = 10;
const gameId = '64b000000000000000000001';
const playerId = '64c000000000000000000001';
const user = { id: '64a000000000000000000001', username: 'bencher' };
/** The game's admin, who imports, and the late joiners each import goes into. */
const admin = { id: '64a000000000000000000002', username: 'benchadmin' };
const importRuns = 3;
const lateJoiners: Player[] = Array.from({ length: importRuns }, (_, run) => ({
  id: `64c00000000000000000001${run}`,
  userId: `64a00000000000000000001${run}`,
  gameId,
  username: `latejoiner${run}`,
  isAdmin: false,
  activeDrafts: [],
}));

const game: Game = {
  id: gameId,
  name: 'Bench league',
  status: 'IN_PROGRESS',
  activeWeek: 1,
  started: new Date().toISOString(),
  inviteCode: 'BENCHBENCH',
  weeks: [{ id: 'w1', week: 1, banlistVersion: null, banlist: null }],
  playerIds: [playerId],
  modeId: '64d000000000000000000001',
  cardGameType: 'YUGIOH',
  settings: { givePriorDraftsToLateJoiners: false },
};
const player: Player = {
  id: playerId,
  userId: user.id,
  gameId,
  username: user.username,
  isAdmin: false,
  activeDrafts: [],
};

/** The catalog over the real cards, in memory (the real one answers from memory too). */
function realCatalog(cards: RealCard[]): CatalogClient {
  const byId = new Map(cards.map((real) => [real.card.id, real.card]));
  const byRealId = new Map(cards.map((real) => [real.card.id, real]));
  return catalogClient(
    fakeCalls(catalogCalls, {
      cards: ({ query }) => ({ cards: query.cardIds.flatMap((id) => byId.get(id) ?? []) }),
      setCardsById: () => ({ cards: [] }),
      printingsOfCards: ({ body }) => ({
        printings: body.cardIds.flatMap((id) => {
          const real = byRealId.get(id);
          if (!real?.printing) return [];
          return [
            {
              id: real.setCardId,
              setId: '64f000000000000000000001',
              setName: real.printing.setName,
              cardId: id,
              printingCode: real.printing.code,
              rarity: 'COMMON' as const,
              rarityName: real.printing.rarityName,
              equivalentRarity: real.rarity,
            },
          ];
        }),
      }),
      banlistInForce: ({ query }) => ({ ...query, activeFrom: query.date, entries: [] }),
    }),
  );
}

/** Games as the collection reads it: the bench's one game, its one player and an empty plan. */
const games = gamesClient(
  fakeCalls(gamesCalls, {
    internalGame: () => ({
      game,
      players: [
        player,
        {
          ...player,
          id: '64c000000000000000000002',
          userId: admin.id,
          username: admin.username,
          isAdmin: true,
        },
        ...lateJoiners,
      ],
      plan: {
        cardPools: [],
        weeks: [],
        draftConfig: { steps: [] },
        banlistConfig: {
          banlistTemplate: 'TCG',
          banlistBehaviour: 'FULL',
          banlistSelectionBehaviour: 'EARLIEST_PACK',
        },
      },
    }),
  }),
);

const packsOpened = (cards: RealCard[], week: number) =>
  createEvent('draft.packs.opened', 'drafts', {
    version: 1,
    gameId,
    playerId,
    draftId: `64e${String(Math.floor(Math.random() * 1e15)).padStart(21, '0')}`,
    week,
    packIds: ['pack'],
    cards: cards.map((real) => ({
      cardId: real.card.id,
      setCardId: real.setCardId,
      equivalentRarity: real.rarity,
    })),
  });

/** Thirty queries a player makes: sorts both ways, filters alone and together, text searches. */
const typicalQueries: CollectionPayload[] = [
  ...(
    [
      'DEFAULT',
      'NAME',
      'RARITY',
      'TYPE',
      'QUANTITY',
      'WEEK_ACQUIRED',
      'LEVEL',
      'ATTACK',
      'DEFENSE',
      'LIMIT',
    ] as const
  ).map((category, index) => ({
    sort: { category, direction: index % 2 ? ('DESCENDING' as const) : ('ASCENDING' as const) },
  })),
  { filters: { textSearch: { searchText: 'dragon', location: 'BOTH' } } },
  { filters: { textSearch: { searchText: 'Blue-Eyes', location: 'CARD_TITLE' } } },
  { filters: { textSearch: { searchText: 'destroy all', location: 'CARD_TEXT' } } },
  {
    sort: { category: 'NAME', direction: 'ASCENDING' },
    filters: { textSearch: { searchText: 'hero', location: 'BOTH' } },
  },
  { filters: { cardType: { items: ['SPELL'], type: 'OR' } } },
  { filters: { cardType: { items: ['TRAP'], type: 'OR' }, trapType: { items: ['COUNTER'], type: 'OR' } } },
  { filters: { cardType: { items: ['MONSTER'], type: 'OR' }, attribute: { items: ['DARK'], type: 'OR' } } },
  {
    filters: {
      cardType: { items: ['MONSTER'], type: 'OR' },
      monsterType: { items: ['DRAGON', 'WYRM'], type: 'OR' },
    },
  },
  {
    filters: {
      monsterCardType: { items: ['TUNER', 'EFFECT'], type: 'AND' },
      cardType: { items: ['MONSTER'], type: 'OR' },
    },
  },
  { filters: { cardType: { items: ['MONSTER'], type: 'OR' }, attack: { min: 2000, max: 3000 } } },
  {
    sort: { category: 'ATTACK', direction: 'DESCENDING' },
    filters: { cardType: { items: ['MONSTER'], type: 'OR' }, level: { min: 1, max: 4 } },
  },
  {
    sort: { category: 'DEFENSE', direction: 'ASCENDING' },
    filters: { cardType: { items: ['MONSTER'], type: 'OR' }, defense: { max: 1000 } },
  },
  {
    sort: { category: 'QUANTITY', direction: 'DESCENDING' },
    filters: { weekAcquired: { min: 10, max: 20 } },
  },
  {
    filters: {
      spellType: { items: ['QUICK_PLAY', 'FIELD'], type: 'OR' },
      cardType: { items: ['SPELL'], type: 'OR' },
    },
  },
  {
    sort: { category: 'RARITY', direction: 'DESCENDING' },
    filters: {
      cardType: { items: ['MONSTER'], type: 'OR' },
      monsterCardType: { items: ['SYNCHRO', 'XYZ', 'LINK', 'FUSION'], type: 'OR' },
    },
  },
  { offset: 100, pageSize: 52 },
  { offset: 5000, pageSize: 52, sort: { category: 'NAME', direction: 'ASCENDING' } },
  { offset: 9900, pageSize: 52, sort: { category: 'QUANTITY', direction: 'DESCENDING' } },
  {
    sort: { category: 'LEVEL', direction: 'DESCENDING' },
    filters: {
      textSearch: { searchText: 'warrior', location: 'BOTH' },
      cardType: { items: ['MONSTER'], type: 'OR' },
    },
  },
  {
    filters: {
      attribute: { items: ['LIGHT', 'DARK'], type: 'OR' },
      attack: { min: 0, max: 1500 },
      defense: { min: 0, max: 2000 },
      cardType: { items: ['MONSTER'], type: 'OR' },
    },
  },
];

async function main() {
  const all = readRealCards();
  if (all.length < entries + 24 * 9) throw new Error(`the card data holds only ${all.length} cards`);
  const catalog = realCatalog(all);
  // Identity's revocation list, which the gateway reads.
  const identity = await startStandIn(identityCalls, {
    revocations: () => ({ asOf: Date.now(), tokens: [], users: [] }),
  });
  let service: TestService<typeof envShape> | undefined;
  let gateway: ServiceProcess | undefined;
  let collectionServer: Server | undefined;
  try {
    service = await startTestService({
      name: serviceName,
      createApp: (deps) => createApp(deps, { catalog, games }),
      handlers: [collectionEvents(catalog)],
      outbox: [Stamp],
      extraShape: envShape,
      extraEnv: { GAMES_URL: 'http://127.0.0.1:9', CATALOG_URL: 'http://127.0.0.1:9', LOG_LEVEL: 'warn' },
    });
    collectionServer = createServer(service.app.callback());
    await new Promise<void>((resolve) => collectionServer!.listen(0, '127.0.0.1', resolve));
    const collectionUrl = `http://127.0.0.1:${(collectionServer.address() as AddressInfo).port}`;
    gateway = await startServiceProcess({
      workspace: 'gateway',
      env: {
        COLLECTION_URL: collectionUrl,
        IDENTITY_URL: identity.url,
        INTERNAL_PORT: String(await freePort()),
        INTERNAL_HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      // Up once it answers: its /healthz stays 503, the stand-ins not being real services.
      isReady: (url) =>
        fetch(`${url}/healthz`).then(
          () => true,
          () => false,
        ),
      timeoutMs: 120_000,
      onStdoutLine: (line) => process.env.BENCH_VERBOSE && console.log(line),
    });
    const ask = async (body: CollectionPayload) => {
      const response = await fetch(`${gateway!.url}/rest/api/collection?gameId=${gameId}`, {
        method: 'POST',
        headers: {
          authorization: bearerFor(user),
          'content-type': 'application/json',
          'accept-encoding': 'br, gzip',
        },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
      return (await response.json()) as { total: number };
    };
    // A 10,000-row YGOPRODeck collection CSV imported into a late joiner, from the POST to its report.
    const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
    const csvOf = (run: number) =>
      [
        'cardname,cardq,cardrarity,card_edition,cardset,cardcode,cardid,print_id',
        ...all
          .slice(0, entries)
          .map((real, index) =>
            [
              real.card.name,
              String(1 + ((index + run) % 3)),
              real.printing?.rarityName ?? '',
              'Unlimited',
              real.printing?.setName ?? '',
              real.printing?.code ?? '',
              real.card.id,
              String(20_000 + index),
            ]
              .map(csvField)
              .join(','),
          ),
      ].join('\r\n');
    const imports: number[] = [];
    for (const [run, joiner] of lateJoiners.entries()) {
      const body = csvOf(run);
      const started = performance.now();
      const response = await fetch(
        `${gateway.url}/rest/api/collection/import?gameId=${gameId}&playerId=${joiner.id}&fileName=bench.csv`,
        { method: 'POST', headers: { authorization: bearerFor(admin), 'content-type': 'text/csv' }, body },
      );
      const report = (await response.json()) as { taken: number; refused: number; copies: number };
      imports.push(performance.now() - started);
      if (response.status !== 201 || report.taken !== entries || report.refused !== 0)
        throw new Error(`import ${run}: ${response.status} ${JSON.stringify(report).slice(0, 300)}`);
      if (run === 0) console.log(`10,000-row CSV: ${(Buffer.byteLength(body) / 1024).toFixed(0)} KiB`);
    }
    report('10,000-row collection CSV import through the gateway', imports);
    console.log(`target <= 2 s: ${Math.max(...imports) <= 2000 ? 'met' : 'NOT met'}`);

    // The 10,000-entry collection: opened packs of real cards over 40 weeks, some cards twice.
    const seedStarted = performance.now();
    const owned = all.slice(0, entries);
    for (let start = 0; start < owned.length; start += cardsPerSeedEvent) {
      const slice = owned.slice(start, start + cardsPerSeedEvent);
      await service.events!.publish(
        packsOpened([...slice, ...slice.slice(0, 20)], 1 + start / cardsPerSeedEvent),
      );
    }
    await eventually('the collection', async () => (await ask({ pageSize: 1 })).total === entries, {
      timeoutMs: 300_000,
      everyMs: 5,
    });
    console.log(
      `seeded ${entries} entries from ${Math.ceil(entries / cardsPerSeedEvent)} events in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    // 30 typical queries, each asked `rounds` times after one warm-up round.
    for (const query of typicalQueries) await ask(query);
    const samples: number[] = [];
    const perQuery = typicalQueries.map(() => [] as number[]);
    for (let round = 0; round < rounds; round++) {
      for (const [index, query] of typicalQueries.entries()) {
        const started = performance.now();
        await ask(query);
        const took = performance.now() - started;
        samples.push(took);
        perQuery[index].push(took);
      }
    }
    report(`30 typical queries through the gateway (10,000 entries)`, samples);
    const slowest = perQuery
      .map((times, index) => ({ index, p95: percentile(times, 95) }))
      .sort((a, b) => b.p95 - a.p95)
      .slice(0, 3);
    for (const { index, p95 } of slowest)
      console.log(
        `  slowest: query ${index + 1} p95 ${p95.toFixed(1)} ms ${JSON.stringify(typicalQueries[index])}`,
      );
    console.log(`target p95 <= 30 ms: ${percentile(samples, 95) <= 30 ? 'met' : 'NOT met'}`);

    // 24 packs of 9 cards, cards new to the player: from publishing until the total counts them.
    const visible: number[] = [];
    for (let run = 0; run < 3; run++) {
      const cards = all.slice(entries + run * 216, entries + (run + 1) * 216);
      const before = (await ask({ pageSize: 1 })).total;
      const expected = before + new Set(cards.map((real) => real.card.id)).size;
      const started = performance.now();
      await service.events!.publish(packsOpened(cards, 41 + run));
      await eventually('the collection', async () => (await ask({ pageSize: 1 })).total === expected, {
        timeoutMs: 300_000,
        everyMs: 5,
      });
      visible.push(performance.now() - started);
    }
    console.log(
      `24-pack draft.packs.opened (216 cards) queryable after: ${visible.map((ms) => ms.toFixed(0)).join(' / ')} ms`,
    );
  } finally {
    await gateway?.stop();
    collectionServer?.close();
    await identity.stop();
    await service?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
