// npm run bench -w @progression/rewards:
// 1. A 32-player week start to every player's rewards granted: game.week.started is published on a real
//    nats-server and timed until the handler has stored every grant (and until every reward.granted has
//    left the outbox). The players come with wins and losses, so all three default tracks grant.
//    Target: at most 1 s.
// 2. 50 parallel claims of distinct pack rewards through the real gateway: p50/p95/p99 per claim and the
//    wall time of the 50, three rounds. Target: p95 at most 200 ms.
// The rewards app runs in this process (embedded Mongo) with its real HTTP clients; games and catalog are
// loopback stand-ins answering what rewards asks; the gateway is its own process.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  catalogCalls,
  gamesCalls,
  identityCalls,
  type InternalGame,
  type Player,
  type SetCard,
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
  testGameEvents,
} from '@progression/service-kit/testing';
import { createApp } from '../app';
import { envShape, serviceName } from '../env';
import { resultRecorded } from '../events/handlers/result-recorded';
import { weekStarted } from '../events/handlers/week-started';
import { gameCopy } from '../events/handlers/game-copy';
import { dueGrants } from '../domain/clocks';
import { defaultRewardConfig } from '../domain/default-config';
import { Reward } from '../models/reward';
import { Standing, standingId } from '../models/standing';
import { fixtureCard } from '../testing/fixtures';

const gameId = '64b000000000000000000001';
const players = 32;
const activeWeek = 6;
const hex = (prefix: string, n: number) => `${prefix}${String(n).padStart(24 - prefix.length, '0')}`;
const users = Array.from({ length: players }, (_, i) => ({
  id: hex('64a', i + 1),
  username: `player${i + 1}`,
}));
const playerList: Player[] = users.map((user, i) => ({
  id: hex('64d', i + 1),
  userId: user.id,
  gameId,
  username: user.username,
  isAdmin: i === 0,
  activeDrafts: [],
}));

/** Twelve sets over six weeks, alternating between a STANDARD and a REWARD pool. */
const setIds = Array.from({ length: 12 }, (_, i) => hex('65a', i + 1));
const internalGame = {
  game: {
    id: gameId,
    name: 'Bench league',
    status: 'IN_PROGRESS',
    activeWeek,
    started: '2026-01-01T00:00:00.000Z',
    inviteCode: 'BENCHBENCH',
    weeks: Array.from({ length: activeWeek }, (_, i) => ({
      id: hex('64e', i + 1),
      week: i + 1,
      banlistVersion: null,
      banlist: null,
    })),
    playerIds: playerList.map((player) => player.id),
    modeId: '64f000000000000000000001',
    cardGameType: 'YUGIOH',
    settings: { givePriorDraftsToLateJoiners: false },
  },
  players: playerList,
  plan: {
    cardPools: [
      { name: 'Core', type: 'STANDARD' },
      { name: 'Prize', type: 'REWARD' },
    ],
    weeks: Array.from({ length: activeWeek }, (_, week) => ({
      week: week + 1,
      weekSets: [0, 1].map((pool) => ({
        pool: pool ? 'Prize' : 'Core',
        sets: [
          {
            id: setIds[week * 2 + pool],
            type: 'BOOSTER',
            setCode: `B${week * 2 + pool}`,
            setName: `Bench ${week * 2 + pool}`,
            releaseDate: '2002-03-08T00:00:00.000Z',
          },
        ],
      })),
    })),
    draftConfig: { steps: [] },
    banlistConfig: {
      banlistTemplate: 'TCG',
      banlistBehaviour: 'NO_BANS',
      banlistSelectionBehaviour: 'EARLIEST_PACK',
    },
  },
} as unknown as InternalGame;

/** 100 printings per set, one in five rare. */
const setCards = (setId: string): SetCard[] =>
  Array.from({ length: 100 }, (_, i) => {
    const cardId = String(10_000 + setIds.indexOf(setId) * 100 + i);
    return {
      id: `${setId}-${i}`,
      setId,
      cardId,
      card: fixtureCard(cardId, `Card ${cardId}`),
      rarity: i % 5 ? 'COMMON' : 'RARE',
      equivalentRarity: i % 5 ? 'COMMON' : 'RARE',
      rarityName: i % 5 ? 'Common' : 'Rare',
      printingCode: `${setId}-${i}`,
      setName: setId,
    };
  });

const pause = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

/** What the default tracks owe every player at the bench's week: the count the handler must reach. */
function expectedGrants(standings: { wins: number; losses: number }[]): number {
  let track = 0;
  const config = defaultRewardConfig(gameId, () => `track-${track++}`);
  return standings.reduce(
    (sum, standing) =>
      sum +
      dueGrants(config.weekTrack, activeWeek, new Set()).length +
      dueGrants(config.winTrack, standing.wins, new Set()).length +
      dueGrants(config.lossTrack, standing.losses, new Set()).length,
    0,
  );
}

async function weekStartBench(service: TestService<typeof envShape>) {
  const standings = playerList.map((player, i) => ({
    playerId: player.id,
    wins: i % 10,
    losses: (i * 7) % 10,
  }));
  for (const standing of standings)
    await Standing.create({ _id: standingId(gameId, standing.playerId), gameId, ...standing });
  const expected = expectedGrants(standings);
  const started = performance.now();
  await service.events!.publish(testGameEvents(internalGame as InternalGame).weekStarted(activeWeek));
  while ((await Reward.countDocuments({ gameId })) < expected) await pause(2);
  const stored = performance.now() - started;
  while ((await Reward.countDocuments({ gameId, 'outbox.0': { $exists: true } })) > 0) await pause(2);
  const published = performance.now() - started;
  console.log(
    `32-player week start: ${expected} rewards granted and stored after ${stored.toFixed(0)} ms, ` +
      `every reward.granted published after ${published.toFixed(0)} ms ` +
      `(target <= 1000 ms: ${stored <= 1000 ? 'met' : 'NOT met'})`,
  );
}

async function claimsBench(gatewayUrl: string) {
  const samples: number[] = [];
  for (let round = 0; round < 3; round++) {
    const rewards = Array.from({ length: 50 }, (_, i) => ({
      n: round * 50 + i + 1,
      player: playerList[i % players]!,
    }));
    for (const { n, player } of rewards)
      await Reward.create({
        _id: hex('64c', n),
        gameId,
        playerId: player.id,
        userId: player.userId,
        type: 'BOOSTER_PACK',
        quantity: 1,
        week: activeWeek,
        trackKind: 'WIN',
        trackId: 'bench',
        clockIndex: 9,
        counter: n,
        draftId: hex('64f', n),
        grantedAt: new Date(),
      });
    const wall = performance.now();
    const statuses = await Promise.all(
      rewards.map(async ({ n, player }) => {
        const begun = performance.now();
        const response = await fetch(`${gatewayUrl}/rest/api/game-rewards/pack-drafts/${hex('64f', n)}`, {
          method: 'PUT',
          headers: {
            authorization: bearerFor({ id: player.userId, username: player.username }),
            'content-type': 'application/json',
          },
          body: JSON.stringify({ selectedPackIds: [setIds[0]] }),
        });
        await response.text();
        samples.push(performance.now() - begun);
        return response.status;
      }),
    );
    const claimed = statuses.filter((status) => status === 200).length;
    console.log(
      `round ${round + 1}: 50 parallel claims answered in ${(performance.now() - wall).toFixed(0)} ms, ${claimed} claimed`,
    );
    if (claimed !== 50) throw new Error(`only ${claimed} of 50 claims succeeded: ${statuses.join(',')}`);
  }
  report('claim of a pack reward through the gateway, 50 at once', samples);
  const p95 = percentile(samples, 95);
  console.log(`claims p95 ${p95.toFixed(0)} ms (target <= 200 ms: ${p95 <= 200 ? 'met' : 'NOT met'})`);
}

async function main() {
  const servers: Server[] = [];
  const standIns: StandIn[] = [];
  let service: TestService<typeof envShape> | undefined;
  let gateway: ServiceProcess | undefined;
  try {
    const identity = await startStandIn(identityCalls, {
      revocations: () => ({ asOf: Date.now(), tokens: [], users: [] }),
    });
    const games = await startStandIn(gamesCalls, {
      // Only a game rewards' copy has never heard of is read (the copy is fed by the week start below).
      internalGame: () => internalGame as InternalGame,
    });
    const catalog = await startStandIn(catalogCalls, {
      setCards: ({ params }) => ({ cards: setCards(params.id) }),
    });
    standIns.push(identity, games, catalog);
    const neighbours = { GAMES_URL: games.url, CATALOG_URL: catalog.url };
    service = await startTestService({
      name: serviceName,
      createApp,
      handlers: [weekStarted, resultRecorded, gameCopy],
      outbox: [Reward],
      extraShape: envShape,
      extraEnv: { ...neighbours, LOG_LEVEL: 'warn' },
    });
    await weekStartBench(service);

    const appServer = createServer(service.app.callback());
    servers.push(appServer);
    await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve));
    gateway = await startServiceProcess({
      workspace: 'gateway',
      env: {
        REWARDS_URL: `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`,
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
    });
    await claimsBench(gateway.url);
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
