// npm run bench -w @progression/matches: the time from a 32-player game.week.started being published to
// all 496 matches stored (target <= 1 s), and p50/p95 of listing a game's matches after 10 weeks of 32
// players (4,960 matches) through the real gateway (target p95 <= 40 ms). The service runs in-process
// against the embedded Mongo and a real nats-server; the gateway is its own process.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEvent, identityCalls } from '@progression/contracts';
import {
  eventually,
  bearerFor,
  freePort,
  startServiceProcess,
  startStandIn,
  type ServiceProcess,
  type TestService,
  report,
} from '@progression/service-kit/testing';
import type { envShape } from '../env';
import { League } from '../models/league';
import { Match } from '../models/match';
import { newId, startMatchesService } from '../testing/league';

const players = 32;
const weeks = 10;

const weekStarted = (gameId: string, week: number, playerIds: string[]) =>
  createEvent('game.week.started', 'games', {
    version: 2,
    gameId,
    gameName: 'Bench league',
    modeId: newId('64b'),
    cardGameType: 'YUGIOH',
    week,
    weekId: newId('64e'),
    banlist: null,
    previousBanlist: null,
    startedWeeks: [],
    players: playerIds.map((playerId, joinOrder) => ({
      playerId,
      userId: newId('64c'),
      username: `player${joinOrder}`,
      isAdmin: joinOrder === 0,
      joinOrder,
      joinedDuringWeek: 0,
    })),
    plan: { weekSets: [], cardPools: [], draftConfig: { steps: [] } },
  });

async function main() {
  // Identity's revocation list, which the gateway reads.
  const identity = await startStandIn(identityCalls, {
    revocations: () => ({ asOf: Date.now(), tokens: [], users: [] }),
  });
  let service: TestService<typeof envShape> | undefined;
  let gateway: ServiceProcess | undefined;
  let matchesServer: Server | undefined;
  try {
    service = await startMatchesService();
    const gameId = newId('64a');
    const playerIds = Array.from({ length: players }, () => newId('64d'));
    const user = { id: newId('64c'), username: 'bench' };
    await League.create({
      _id: gameId,
      players: playerIds.map((playerId, index) => ({
        playerId,
        userId: index === 0 ? user.id : newId('64c'),
        username: `player${index}`,
        isAdmin: index === 0,
      })),
    });

    // Week starts: from publish to every match stored, one week after another.
    const starts: number[] = [];
    for (let week = 1; week <= weeks; week += 1) {
      const started = performance.now();
      await service.events!.publish(weekStarted(gameId, week, playerIds));
      await eventually(
        'the handler',
        async () => (await Match.countDocuments({ gameId, weekNum: week })) === 496,
        { timeoutMs: 60_000 },
      );
      starts.push(performance.now() - started);
    }
    report(`32-player week start to 496 matches stored (${weeks} weeks)`, starts);

    matchesServer = createServer(service.app.callback());
    await new Promise<void>((resolve) => matchesServer!.listen(0, '127.0.0.1', resolve));
    const matchesUrl = `http://127.0.0.1:${(matchesServer.address() as AddressInfo).port}`;
    gateway = await startServiceProcess({
      workspace: 'gateway',
      env: {
        MATCHES_URL: matchesUrl,
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
    const list = async (base = gateway!.url) => {
      const response = await fetch(`${base}/rest/api/matches?game=${gameId}`, {
        headers: { authorization: bearerFor(user), 'accept-encoding': 'br, gzip' },
      });
      if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
      return (await response.json()) as { matches: unknown[] };
    };
    const total = (await list()).matches.length;
    if (total !== (players * (players - 1) * weeks) / 2) throw new Error(`listed ${total} matches`);
    for (let warm = 0; warm < 10; warm += 1) await list();
    const listing: number[] = [];
    for (let run = 0; run < 200; run += 1) {
      const started = performance.now();
      await list();
      listing.push(performance.now() - started);
    }
    report(`GET matches through the gateway (${total} matches)`, listing);
    // The service alone, for comparison: what the gateway (auth, proxy, compression) adds.
    const direct: number[] = [];
    for (let run = 0; run < 100; run += 1) {
      const started = performance.now();
      await list(matchesUrl);
      direct.push(performance.now() - started);
    }
    report(`GET matches from the service directly (${total} matches)`, direct);
  } finally {
    await gateway?.stop();
    await new Promise((resolve) => matchesServer?.close(resolve) ?? resolve(undefined));
    await service?.stop();
    await identity.stop();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
