// npm run bench -w @progression/decks: saves of a 60 + 15 card deck of real cards (the card data snapshot)
// through the real gateway, each validated by the server (the active week's banlist, copies, owned cards,
// zones), p50/p95/p99 (target p95 <= 40 ms); and the list of 20 such decks (their stored validity). The
// decks app runs in this process (embedded Mongo) with its real HTTP clients; games and catalog are
// loopback stand-ins answering what decks asks (so every call is a real round trip); the owned counts are
// decks' own (as collection.changed leaves them); the gateway is its own process.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  catalogCalls,
  gamesCalls,
  identityCalls,
  type Card,
  type DeckCard,
  type Game,
  type Player,
} from '@progression/contracts';
import {
  bearerFor,
  freePort,
  startServiceProcess,
  startStandIn,
  startTestService,
  type StandIn,
  type ServiceProcess,
  type TestService,
  percentile,
  report,
} from '@progression/service-kit/testing';
import { createApp } from '../app';
import { envShape, serviceName } from '../env';
import { OwnedCount, ownedCountId } from '../models/owned-count';
import { readRealCards } from './real-cards';

const saves = 300;
const gameId = '64b000000000000000000001';
const playerId = '64c000000000000000000001';
const user = { id: '64a000000000000000000001', username: 'bencher' };

const game: Game = {
  id: gameId,
  name: 'Bench league',
  status: 'IN_PROGRESS',
  activeWeek: 1,
  started: new Date().toISOString(),
  inviteCode: 'BENCHBENCH',
  weeks: [
    {
      id: 'w1',
      week: 1,
      banlistVersion: '2025-01-01T00:00:00.000Z',
      banlist: { format: 'TCG', activeFrom: '2025-01-01T00:00:00.000Z' },
    },
  ],
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

/** 20 main deck cards x 3 and 15 extra deck cards x 1, from the real cards (different per offset). */
function deckOf(main: Card[], extra: Card[], offset: number): DeckCard[] {
  return [
    ...main
      .slice(offset, offset + 20)
      .map((card) => ({ cardId: card.id, quantity: 3, zone: 'MAIN_DECK' as const })),
    ...extra
      .slice(offset, offset + 15)
      .map((card) => ({ cardId: card.id, quantity: 1, zone: 'EXTRA_DECK' as const })),
  ];
}

async function main() {
  const cards = readRealCards();
  const byPasscode = new Map<string, Card>();
  for (const card of cards) for (const id of card.artworkIds) byPasscode.set(id, card);
  const mainCards = cards.filter((card) => card.deckClassification === 'MAIN_DECK');
  const extraCards = cards.filter((card) => card.deckClassification === 'EXTRA_DECK');
  // A banlist of 150 entries over the cards the decks use, like a real list.
  const banlist = mainCards.slice(0, 150).map((card, i) => ({
    cardId: card.id,
    banType: (['FORBIDDEN', 'MAX_ONE', 'MAX_TWO'] as const)[i % 3],
  }));

  const servers: Server[] = [];
  const standIns: StandIn[] = [];
  let service: TestService<typeof envShape> | undefined;
  let gateway: ServiceProcess | undefined;
  try {
    const identity = await startStandIn(identityCalls, {
      revocations: () => ({ asOf: Date.now(), tokens: [], users: [] }),
    });
    const games = await startStandIn(gamesCalls, {
      internalGame: () => ({ game, players: [player], plan: emptyPlan }),
    });
    const catalog = await startStandIn(catalogCalls, {
      banlistInForce: ({ query }) => ({
        format: query.format,
        activeFrom: '2025-01-01T00:00:00.000Z',
        entries: banlist,
      }),
      cards: ({ query }) => ({ cards: query.cardIds.flatMap((id) => byPasscode.get(id) ?? []) }),
    });
    standIns.push(identity, games, catalog);

    service = await startTestService({
      name: serviceName,
      createApp,
      extraShape: envShape,
      extraEnv: {
        GAMES_URL: games.url,
        CATALOG_URL: catalog.url,
        LOG_LEVEL: 'warn',
      },
    });
    // The player owns 3 of every card, in decks' own counts.
    await OwnedCount.insertMany(
      cards.map((card) => ({
        _id: ownedCountId(gameId, playerId, card.id),
        gameId,
        playerId,
        cardId: card.id,
        owned: 3,
        collectionVersion: 1,
      })),
    );
    const decksServer = createServer(service.app.callback());
    servers.push(decksServer);
    await new Promise<void>((resolve) => decksServer.listen(0, '127.0.0.1', resolve));
    const decksUrl = `http://127.0.0.1:${(decksServer.address() as AddressInfo).port}`;
    gateway = await startServiceProcess({
      workspace: 'gateway',
      env: {
        DECKS_URL: decksUrl,
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
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${gateway!.url}${path}`, {
        method,
        headers: { authorization: bearerFor(user), 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { id: string; valid: boolean; reasons: string[] };
    };

    // 20 decks; the one saved is the first. Saves alternate between decks of different cards, one of
    // them breaking the banlist, so every save is judged afresh.
    const created: { id: string }[] = [];
    for (let i = 0; i < 20; i++)
      created.push(await call('POST', `/rest/api/deck?gameId=${gameId}`, { name: `Deck ${i}` }));
    const bodies = [0, 200, 400].map((offset, i) => ({
      name: `Bench ${i}`,
      cards: deckOf(mainCards, extraCards, offset),
    }));
    const judged = await Promise.all(
      bodies.map((body) => call('PUT', `/rest/api/deck/${created[1].id}`, body)),
    );
    console.log(
      `decks of 60 + 15 real cards judged: ${judged.map((deck) => (deck.valid ? 'valid' : deck.reasons.length + ' reasons')).join(', ')}`,
    );
    for (const [i, deck] of created.entries()) await call('PUT', `/rest/api/deck/${deck.id}`, bodies[i % 3]);

    const samples: number[] = [];
    for (let i = 0; i < saves + 20; i++) {
      const started = performance.now();
      await call('PUT', `/rest/api/deck/${created[0].id}`, bodies[i % 3]);
      if (i >= 20) samples.push(performance.now() - started);
    }
    report('save of a 60 + 15 card deck through the gateway', samples);
    console.log(`target p95 <= 40 ms: ${percentile(samples, 95) <= 40 ? 'met' : 'NOT met'}`);

    const lists: number[] = [];
    for (let i = 0; i < 55; i++) {
      const started = performance.now();
      await call('GET', `/rest/api/deck?gameId=${gameId}`);
      if (i >= 5) lists.push(performance.now() - started);
    }
    report('list of 20 such decks through the gateway', lists);
  } finally {
    await gateway?.stop();
    for (const server of servers) server.close();
    await Promise.all(standIns.map((standIn) => standIn.stop()));
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
