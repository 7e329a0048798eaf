// npm run bench -w @progression/drafts: (1) packs rolled per second by the pack engine alone; (2) a
// 32-player week start: time from publishing game.week.started on a real nats-server to the last of the 32
// drafts stored (embedded Mongo; games and catalog answered in-process by the test fixtures); (3) a
// 24-pack stage filled, then its 24 packs opened one by one through the real gateway (its own process) in
// front of the drafts app listening on a port: p50/p95 per request; (4) booster draft tables
// (booster-bench.ts): a live 8-seat table's pick to the next seat's pack, 100 expired tables auto-picked.
import type { AddressInfo } from 'node:net';
import { type Player } from '@progression/contracts';
import {
  bearerFor,
  freePort,
  startServiceProcess,
  startTestService,
  report,
  testGameEvents,
} from '@progression/service-kit/testing';
import { createApp } from '../app';
import { coreLayout, fakeClients, gameId, players, plan, setCards, sets, users } from '../testing/fixtures';
import { rollPack, seededRandom, nextSeed } from '../domain/pack-engine';
import { envShape, serviceName } from '../env';
import { weekStarted } from '../events/handlers/week-started';
import { expiredTables, liveTable } from './booster-bench';
import { PackDraftModel } from '../models/pack-draft';
import { DraftPackModel } from '../models/draft-pack';
import { DraftTableModel } from '../models/draft-table';

function engine() {
  const cards = setCards[sets.core.id]!;
  const random = seededRandom(1);
  const packs = 50_000;
  const started = performance.now();
  for (let n = 0; n < packs; n += 1) rollPack(coreLayout, cards, nextSeed(random));
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${'pack engine: core booster packs rolled'.padEnd(52)} ${Math.round(packs / seconds)} packs/s`,
  );
}

async function main() {
  engine();

  const { clients, games } = fakeClients();
  // 32 players; week 1 is a FIXED 24-pack even stage, a 3-pack pre-filled stage and a 2-pack shop.
  const many: Player[] = Array.from({ length: 32 }, (_, n) => ({
    ...players.bob,
    id: `64e1${String(n).padStart(20, '0')}`,
    userId: n === 0 ? users.bob.id : `64a1${String(n).padStart(20, '0')}`,
  }));
  games[gameId]!.players = many;
  games[gameId]!.plan = {
    ...plan,
    draftConfig: {
      steps: [
        { numPacks: 24, pool: 'Core', draftBehaviour: 'EVENLY_DISTRIBUTED', rarityDistribution: 'FIXED' },
        { numPacks: 3, pool: 'Core', draftBehaviour: 'PRE_FILLED', rarityDistribution: 'RANDOM' },
        plan.draftConfig.steps[1]!,
      ],
    },
  };
  const service = await startTestService({
    name: serviceName,
    createApp: (deps) => createApp(deps, clients),
    extraShape: envShape,
    extraEnv: {
      GAMES_URL: 'http://127.0.0.1:9',
      MODES_URL: 'http://127.0.0.1:9',
      CATALOG_URL: 'http://127.0.0.1:9',
    },
    handlers: [weekStarted(clients)],
    outbox: [PackDraftModel, DraftPackModel, DraftTableModel],
  });
  const server = service.app.listen(0, '127.0.0.1');
  try {
    const weekStarts: number[] = [];
    for (let week = 1; week <= 5; week += 1) {
      await service.clearDatabase();
      const started = performance.now();
      await service.events!.publish(testGameEvents(games[gameId]!).weekStarted(1));
      // 32 drafts, each with its 3 pre-filled packs.
      while ((await DraftPackModel.estimatedDocumentCount()) < 32 * 3)
        await new Promise((wait) => setTimeout(wait, 2));
      weekStarts.push(performance.now() - started);
    }
    report('32-player week start: event to last draft stored', weekStarts);

    const drafts = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const internal = await freePort();
    const gateway = await startServiceProcess({
      workspace: 'gateway',
      env: {
        DRAFTS_URL: drafts,
        INTERNAL_PORT: String(internal),
        INTERNAL_HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      isReady: (url) =>
        fetch(`${url}/healthz`).then(
          (response) => response.ok,
          () => false,
        ),
    });
    try {
      const auth = { authorization: bearerFor(users.bob), 'content-type': 'application/json' };
      const fills: number[] = [];
      const opens: number[] = [];
      const mine = await PackDraftModel.find().limit(10).lean();
      for (const draft of mine) {
        // Each of 10 players' drafts, as bob's: fill its 24-pack stage, then open the 24 packs one request
        // each, as the opener does.
        await PackDraftModel.updateOne({ _id: draft._id }, { $set: { userId: users.bob.id } });
        let started = performance.now();
        const filled = await fetch(`${gateway.url}/rest/api/pack-draft/${draft._id}/stage/1`, {
          method: 'POST',
          headers: auth,
          body: '{}',
        });
        if (!filled.ok) throw new Error(`fill answered ${filled.status}`);
        const stage = (await filled.json()) as { draftPacks: Array<{ id: string }> };
        fills.push(performance.now() - started);
        for (const pack of stage.draftPacks) {
          started = performance.now();
          const response = await fetch(
            `${gateway.url}/rest/api/pack-draft/draft-pack/status?packs=${pack.id}`,
            {
              method: 'PUT',
              headers: auth,
              body: JSON.stringify({ status: 'OPENED' }),
            },
          );
          if (!response.ok) throw new Error(`open answered ${response.status}`);
          await response.arrayBuffer();
          opens.push(performance.now() - started);
        }
      }
      report('open one pack of a 24-pack stage through the gateway', opens);
      report('fill a 24-pack stage through the gateway', fills);
    } finally {
      await gateway.stop();
    }
    await service.clearDatabase();
    await liveTable(clients, games[gameId]!, drafts);
    await service.clearDatabase();
    await expiredTables(clients, games[gameId]!);
  } finally {
    server.close();
    await service.stop();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
