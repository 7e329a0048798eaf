// npm run bench -w @progression/notifications: 200 SSE clients through the gateway (32 players of one game
// with 6 tabs each, and 8 clients of users outside it), then week starts of the 32-player game: the delay
// from publishing game.week.started to each player's tab receiving its notification (p50, p95, max; the
// target is p95 at most 1 s), the memory per open connection of the service and of the gateway, and how
// fast both still answer a list request while the 200 streams are open. Runs the built service and the
// built gateway as their own processes, against the embedded Mongo and a real nats-server.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createEvent } from '@progression/contracts';
import { connectEvents, createLogger } from '@progression/service-kit';
import {
  bearerFor,
  freePort,
  startTestInfra,
  TEST_KEYS,
  workspaceDir,
  percentile,
} from '@progression/service-kit/testing';
import { openSse, type SseClient } from '../testing/sse-client';

const players = 32;
const tabsPerPlayer = 6;
const strangers = 8;
const weeks = 10;

const hex = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(24 - prefix.length, '0')}`;
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Resident memory of a process in KiB (Linux). */
const rssKiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

async function startProcess(script: string, env: Record<string, string>, readyUrl: string) {
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...TEST_KEYS, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(readyUrl).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${script} did not start`);
    await wait(100);
  }
  return child;
}

async function main() {
  const infra = await startTestInfra();
  const servicePort = await freePort();
  const gatewayPort = await freePort();
  const service = await startProcess(
    join(workspaceDir('services/notifications'), 'dist', 'index.js'),
    {
      PORT: String(servicePort),
      MONGO_URL: infra.mongoUrl,
      NATS_URL: infra.natsUrl,
      // Never called: every event here is current, none needs games to upcast it.
      GAMES_URL: 'http://127.0.0.1:9',
    },
    `http://127.0.0.1:${servicePort}/readyz`,
  );
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const gateway = await startProcess(
    join(workspaceDir('gateway'), 'dist', 'index.js'),
    {
      PORT: String(gatewayPort),
      INTERNAL_PORT: String(await freePort()),
      INTERNAL_HOST: '127.0.0.1',
      NOTIFICATIONS_URL: `http://127.0.0.1:${servicePort}`,
    },
    `${gatewayUrl}/healthz`,
  );
  const bus = await connectEvents({
    url: infra.natsUrl,
    serviceName: 'bench',
    logger: createLogger('bench', 'silent'),
  });
  const clients: SseClient[] = [];
  try {
    const gameId = hex('64b', 1);
    const users = Array.from({ length: players }, (_, n) => ({ id: hex('64a', n + 1), username: `p${n}` }));
    const playerIds = users.map((_, n) => hex('64d', n + 1));
    const eventPlayers = users.map((user, n) => ({
      playerId: playerIds[n]!,
      userId: user.id,
      username: user.username,
      isAdmin: n === 0,
      joinOrder: n,
      joinedDuringWeek: 0,
    }));
    await bus.publish(
      createEvent('game.created', 'bench', {
        version: 1,
        gameId,
        name: 'Bench League',
        modeId: hex('64c', 1),
        cardGameType: 'YUGIOH',
        creatorUserId: users[0]!.id,
        creatorPlayerId: playerIds[0]!,
        givePriorDraftsToLateJoiners: false,
      }),
    );
    for (const player of eventPlayers)
      await bus.publish(
        createEvent('game.player.joined', 'bench', {
          version: 2,
          gameId,
          gameName: 'Bench League',
          player,
          settings: { givePriorDraftsToLateJoiners: false },
          givePriorDrafts: false,
          startedWeeks: [],
          draftConfig: { steps: [] },
          cardPools: [],
        }),
      );
    // Every join handled: the admin has been told of the 31 others.
    const list = (user: { id: string; username: string }) =>
      fetch(`${gatewayUrl}/rest/api/notifications?limit=50`, { headers: { authorization: bearerFor(user) } });
    for (let deadline = Date.now() + 30_000; ;) {
      const body = (await (await list(users[0]!)).json()) as { notifications: unknown[] };
      if (body.notifications.length >= players - 1) break;
      if (Date.now() > deadline) throw new Error('the joins were not handled');
      await wait(100);
    }

    const before = { service: rssKiB(service.pid!), gateway: rssKiB(gateway.pid!) };
    const outsiders = Array.from({ length: strangers }, (_, n) => ({
      id: hex('64e', n + 1),
      username: `s${n}`,
    }));
    const tabs: Array<{ client: SseClient; userIndex: number }> = [];
    for (const [userIndex, user] of users.entries())
      for (let tab = 0; tab < tabsPerPlayer; tab += 1) {
        const client = await openSse(`${gatewayUrl}/rest/api/notifications/stream`, {
          authorization: bearerFor(user),
        });
        clients.push(client);
        tabs.push({ client, userIndex });
      }
    for (const outsider of outsiders)
      clients.push(
        await openSse(`${gatewayUrl}/rest/api/notifications/stream`, { authorization: bearerFor(outsider) }),
      );
    if (clients.some((client) => client.status !== 200)) throw new Error('a stream was refused');
    await wait(2000);
    const after = { service: rssKiB(service.pid!), gateway: rssKiB(gateway.pid!) };

    // Week starts: the delay from the publish to each tab's notification.
    const delays: number[] = [];
    for (let week = 1; week <= weeks; week += 1) {
      const text = `Week ${week} of Bench League`;
      const arrived = new Map<SseClient, number>();
      for (const { client } of tabs)
        client.onEvent((event) => {
          if (!arrived.has(client) && event.data.includes(text)) arrived.set(client, performance.now());
        });
      const published = performance.now();
      await bus.publish(
        createEvent('game.week.started', 'bench', {
          version: 2,
          gameId,
          gameName: 'Bench League',
          modeId: hex('64c', 1),
          cardGameType: 'YUGIOH',
          week,
          weekId: hex('64f', week),
          banlist: null,
          previousBanlist: null,
          startedWeeks: [],
          players: eventPlayers,
          plan: { weekSets: [], cardPools: [], draftConfig: { steps: [] } },
        }),
      );
      for (const deadline = Date.now() + 30_000; arrived.size < tabs.length; await wait(5))
        if (Date.now() > deadline)
          throw new Error(`week ${week}: ${arrived.size} of ${tabs.length} tabs told`);
      for (const at of arrived.values()) delays.push(at - published);
      await wait(200);
    }
    const strangerEvents = clients.slice(tabs.length).reduce((sum, client) => sum + client.events.length, 0);

    // Responsiveness with the streams open: list requests through the gateway.
    const listing: number[] = [];
    for (let n = 0; n < 100; n += 1) {
      const started = performance.now();
      await (await list(users[n % players]!)).arrayBuffer();
      listing.push(performance.now() - started);
    }

    const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
    console.log(
      `${clients.length} SSE clients through the gateway; ${weeks} week starts of a ${players}-player game (${tabs.length} player tabs each)`,
    );
    console.log(
      `delivery delay (publish -> tab)            p50 ${ms(percentile(delays, 50))}   p95 ${ms(percentile(delays, 95))}   max ${ms(Math.max(...delays))}   (n=${delays.length}; target p95 <= 1000 ms)`,
    );
    console.log(
      `GET notifications with the streams open    p50 ${ms(percentile(listing, 50))}   p95 ${ms(percentile(listing, 95))}   (n=${listing.length})`,
    );
    const perConnection = (from: number, to: number) => `${((to - from) / clients.length).toFixed(1)} KiB`;
    console.log(
      `memory per connection                      service ${perConnection(before.service, after.service)}   gateway ${perConnection(before.gateway, after.gateway)}   (RSS ${before.service}->${after.service} KiB, ${before.gateway}->${after.gateway} KiB)`,
    );
    console.log(`notifications streamed to users outside the game: ${strangerEvents} (must be 0)`);
    if (strangerEvents > 0) process.exitCode = 1;
  } finally {
    for (const client of clients) client.close();
    await bus.drain();
    service.kill('SIGTERM');
    gateway.kill('SIGTERM');
    await wait(500);
    await infra.stop();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
