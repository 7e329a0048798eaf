// npm run bench -w @progression/matches: the time from a 32-player game.week.started being published to
// all 496 matches stored (target <= 1 s), and p50/p95 of listing a game's matches after 10 weeks of 32
// players (4,960 matches) through the real gateway (target p95 <= 40 ms). The service runs in-process
// against the embedded Mongo and a real nats-server; the gateway is its own process.
// Swiss: pairing a 64-player round late in a season (target <= 50 ms), and the standings with their
// tiebreakers of 64 players over 10 rounds through the gateway (target p95 <= 50 ms).
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
import { storeRoundMatches } from '../domain/swiss-rounds';
import { pairSwissRound } from '../domain/swiss';
import { percentile } from '@progression/service-kit/testing';

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

/** A deterministic coin, so every run plays the same season. */
function coin(seed: number): () => boolean {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state < 2 ** 31;
  };
}

/** Ten Swiss rounds of 64 players stored as one week each; then the pairing and the standings timed. */
async function swissBench(gatewayUrl: string) {
  const gameId = newId('64a');
  const playerIds = Array.from({ length: 64 }, () => newId('64d'));
  const user = { id: newId('64c'), username: 'swiss' };
  const weeks = Array.from({ length: 10 }, (_, index) => ({ week: index + 1, weekId: newId('64e') }));
  await League.create({
    _id: gameId,
    players: playerIds.map((playerId, index) => ({
      playerId,
      userId: index === 0 ? user.id : newId('64c'),
      username: `swiss${index}`,
      isAdmin: index === 0,
    })),
    weeks: weeks.map(({ week, weekId }) => ({ week, weekId, playerIds, pairing: 'SWISS', swissRounds: 1 })),
    activeWeek: 10,
    config: { pairing: 'SWISS', swissRounds: 1 },
  });
  const flip = coin(64);
  const points = new Map(playerIds.map((id) => [id, 0]));
  const played: [string, string][] = [];
  const pairingTimes: number[] = [];
  for (const { week, weekId } of weeks) {
    const entrants = playerIds.map((playerId) => ({ playerId, points: points.get(playerId)!, byes: 0 }));
    const started = performance.now();
    const { pairs } = pairSwissRound(entrants, played);
    pairingTimes.push(performance.now() - started);
    await storeRoundMatches(gameId, week, weekId, { round: 1, pairs });
    for (const [first, second] of pairs) {
      const winner = flip() ? first : second;
      points.set(winner, points.get(winner)! + 3);
      played.push([first, second]);
      await Match.updateOne(
        { gameId, weekNum: week, firstPlayerId: first, secondPlayerId: second },
        { winnerId: winner },
      );
    }
  }
  report('Swiss pairing of a 64-player round (rounds 1 to 10)', pairingTimes);
  const late = percentile(pairingTimes, 95);
  console.log(`Swiss pairing p95 ${late.toFixed(1)} ms (target <= 50 ms: ${late <= 50 ? 'met' : 'NOT met'})`);

  const standings = async () => {
    const response = await fetch(`${gatewayUrl}/rest/api/match-legs?gameId=${gameId}`, {
      headers: { authorization: bearerFor(user), 'accept-encoding': 'br, gzip' },
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    const body = (await response.json()) as { swissStandings: unknown[] };
    if (body.swissStandings.length !== 64) throw new Error(`${body.swissStandings.length} Swiss standings`);
  };
  for (let warm = 0; warm < 10; warm += 1) await standings();
  const times: number[] = [];
  for (let run = 0; run < 200; run += 1) {
    const started = performance.now();
    await standings();
    times.push(performance.now() - started);
  }
  report('Swiss standings with tiebreakers through the gateway (64 players, 10 rounds)', times);
  const p95 = percentile(times, 95);
  console.log(`Swiss standings p95 ${p95.toFixed(1)} ms (target <= 50 ms: ${p95 <= 50 ? 'met' : 'NOT met'})`);
}

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

    await swissBench(gateway.url);
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
