import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { startEmbeddedMongo } from '@progression/embedded-mongo';
import { createLogger, signUserToken } from '@progression/service-kit';
import { percentile, TEST_KEYS } from '@progression/service-kit/testing';
import { catalogPartsFor, createApp } from '../app';
import { readEnv } from '../env';
import { hasCardData, readCatalogFolder } from '../import/file-sources';
import { runImport } from '../import/run-import';
import { defaultCardDataDir } from '../import/paths';
import { importOnFirstStart } from '../import/startup-import';
import { canMeasureResidentMemory, measureStart, type Layout, type StartFigures } from './resident-memory';

// Measures the full import of the card data folder and the read routes' latency, through the service
// and, when the gateway is built, through the gateway; then the catalog's resident memory as the stack runs
// it, built (dist/index.js), first on an empty database and again on its data. Everything runs on loopback
// and stops by itself.

const requestsPerRoute = 300;
const warmup = 20;

async function measure(base: string, path: string, token: string): Promise<{ p50: number; p95: number }> {
  const call = async () => {
    const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    await response.arrayBuffer();
  };
  for (let i = 0; i < warmup; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < requestsPerRoute; i += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function startGateway(catalogUrl: string): Promise<{ url: string; child: ChildProcess } | undefined> {
  const entry = join(__dirname, '..', '..', '..', 'gateway', 'dist', 'index.js');
  if (!existsSync(entry)) return undefined;
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      ...TEST_KEYS,
      CATALOG_URL: catalogUrl,
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
  }
  child.kill();
  return undefined;
}

/** Seconds from `started` until the service's /readyz answers 200 (polled every 100 ms). */
async function secondsUntilReady(base: string, started: number): Promise<number> {
  for (;;) {
    const response = await fetch(`${base}/readyz`);
    await response.arrayBuffer();
    if (response.ok) return (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What the catalog should hold at most, importing or not: another service's process (115 to 140 MB). */
const residentTargetMb = 125;

/** The catalog's resident memory in each layout: a first start that imports, then a start on its data. */
async function printResidentMemory(mongoUri: string, cardDataDir: string): Promise<void> {
  if (!canMeasureResidentMemory()) {
    console.log('resident memory: not measured here (it reads /proc)');
    return;
  }
  const { JWT_PRIVATE_KEY: _signingKey, ...keys } = TEST_KEYS;
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  const layouts: Array<[Layout, string]> = [
    ['hosted', 'in a worker of the service host (npm start)'],
    ['process', 'as its own process (PROGRESSION_LAYOUT=processes, Kubernetes)'],
  ];
  for (const [layout, title] of layouts) {
    const database = new URL(mongoUri);
    database.pathname = `/progression_catalog_bench_${layout}`;
    const env = {
      ...keys,
      MONGO_URL: database.toString(),
      NATS_URL: 'nats://127.0.0.1:4222',
      LOG_LEVEL: 'silent',
      CARD_DATA_DIR: cardDataDir,
      DATA_DIR: join(tmpdir(), 'catalog-bench'),
      YGOPRODECK_API_URL: 'http://127.0.0.1:9/api/v7',
      IMAGE_SOURCE_URL: 'http://127.0.0.1:9/images',
    };
    const entry = join(__dirname, 'index.js');
    const first = await measureStart(layout, entry, env);
    const again = await measureStart(layout, entry, env);
    // Hosted, the catalog's share is what the host holds beyond an empty host.
    const share = (figures: StartFigures, value: number) =>
      figures.emptyHostMb === undefined
        ? `${mb(value)} (target <= ${residentTargetMb} MB)`
        : `${mb(value)} in all, the catalog's ${mb(value - figures.emptyHostMb)} (target <= ${residentTargetMb} MB)`;
    console.log(`catalog ${title}${first.emptyHostMb ? `, an empty host ${mb(first.emptyHostMb)}` : ''}:`);
    console.log(
      `  first start, importing: ready in ${first.readySeconds.toFixed(1)} s, peak ${share(first, first.peakRssMb)}; ${mb(first.rssSettledMb)} after`,
    );
    console.log(
      `  start on existing data: ${share(again, again.rssSettledMb)}, ready in ${again.readySeconds.toFixed(1)} s`,
    );
  }
}

async function main() {
  const cardDataDir = process.env.CARD_DATA_DIR ?? defaultCardDataDir();
  if (!cardDataDir || !hasCardData(cardDataDir)) {
    process.stderr.write('No card data folder (CARD_DATA_DIR or ../shared/carddata): nothing to measure.\n');
    return 1;
  }
  const mongo = await startEmbeddedMongo({ durability: 'memory', port: 0 });
  await mongoose.connect(mongo.uri, { dbName: 'progression_catalog_bench' });
  const env = readEnv({
    PORT: '0',
    MONGO_URL: mongo.uri,
    NATS_URL: 'nats://127.0.0.1:4222',
    ...TEST_KEYS,
    LOG_LEVEL: 'silent',
    CARD_DATA_DIR: cardDataDir,
    DATA_DIR: join(tmpdir(), 'catalog-bench'),
  });
  const logger = createLogger('catalog', 'silent');
  const parts = catalogPartsFor(env);
  const { reader } = parts;
  const app = createApp({ env, logger, readiness: {} }, parts);
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const service = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // A first start on an empty database, as the service runs it: the import in the background while
  // /readyz is polled the way npm start and Kubernetes do.
  const started = performance.now();
  let importSeconds = 0;
  const importing = importOnFirstStart(env, logger, reader, parts.progress).then(() => {
    importSeconds = (performance.now() - started) / 1000;
  });
  const readySeconds = await secondsUntilReady(service, started);
  await importing;
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  const reimportStarted = performance.now();
  const summary = await runImport(await readCatalogFolder(cardDataDir), cardDataDir);
  const reimportSeconds = (performance.now() - reimportStarted) / 1000;
  console.log(
    `first import: ${importSeconds.toFixed(1)} s (target <= 60 s), peak RSS ${peakRssMb.toFixed(0)} MB`,
  );
  console.log(`time to ready (first /readyz 200 after start): ${readySeconds.toFixed(1)} s`);
  console.log(
    `  ${summary.cards.unchanged} cards, ${summary.sets.unchanged} sets, ${summary.printings.unchanged} printings, ${summary.banlists.unchanged} banlist versions`,
  );
  console.log(`re-import (nothing changed): ${reimportSeconds.toFixed(1)} s`);

  const token = signUserToken({ id: 'bench', username: 'bench' }, TEST_KEYS.JWT_PRIVATE_KEY);
  const view = await reader.current();
  const bigSet = view.sets.find((set) => (view.setCardsOf(set.id)?.length ?? 0) >= 100);
  if (!bigSet) throw new Error('no set with 100+ printings');
  const cardIds = view.allCards
    .slice(0, 100)
    .map((card) => `cardIds=${card.id}`)
    .join('&');
  const routes: Array<[string, string, number]> = [
    ['GET /sets', '/rest/api/sets?game=YUGIOH', 20],
    [
      `GET /sets/{id}/cards (${bigSet.setName}, ${view.setCardsOf(bigSet.id)?.length} cards)`,
      `/rest/api/sets/${bigSet.id}/cards`,
      30,
    ],
    ['GET /cards (100 ids)', `/rest/api/cards?game=YUGIOH&${cardIds}`, 30],
  ];
  const gateway = await startGateway(service);
  const targets: Array<[string, string]> = [['service', service]];
  if (gateway) targets.push(['gateway', gateway.url]);
  else
    console.log(
      'gateway: not built (npm run build -w @progression/gateway), measured through the service only',
    );
  try {
    for (const [where, base] of targets) {
      for (const [name, path, target] of routes) {
        const { p50, p95 } = await measure(base, path, token);
        console.log(
          `${where.padEnd(8)} ${name}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target p95 <= ${target} ms)`,
        );
      }
    }
  } finally {
    gateway?.child.kill();
    server.close();
  }
  try {
    await printResidentMemory(mongo.uri, cardDataDir);
  } finally {
    await mongoose.disconnect();
    await mongo.stop();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
