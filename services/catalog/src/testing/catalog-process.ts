import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setsResponse, type CardSet } from '@progression/contracts';
import { bearerFor, startServiceProcess } from '@progression/service-kit/testing';

/** One request the catalog answered, from its own request log. */
export interface CatalogRequest {
  method: string;
  /** The path, without the query. */
  url: string;
  status: number;
  /** The `x-request-id` the caller sent, or the one the catalog made up. */
  reqId: string;
}

/** A running catalog service with the first-year test catalog imported. */
export interface CatalogProcess {
  url: string;
  /** The imported sets, oldest first, as the catalog lists them. */
  sets: CardSet[];
  /** The id of the imported set with this set code (throws for a code the test catalog has not). */
  setId(setCode: string): string;
  /** Requests answered so far, health checks left out. */
  requests(): CatalogRequest[];
  stop(): Promise<void>;
}

/** The card data folder these tests import (see its README). */
export const firstYearCardData = (): string => join(catalogFolder(), 'src', 'testing', 'first-year-carddata');

/** The catalog's folder, whether this file runs from src (jest) or bundled into another dist (a bench). */
function catalogFolder(): string {
  for (let folder = __dirname; folder !== dirname(folder); folder = dirname(folder)) {
    const candidate = join(folder, 'catalog');
    if (
      existsSync(join(candidate, 'package.json')) &&
      existsSync(join(candidate, 'src', 'startup-import.ts'))
    )
      return candidate;
    if (existsSync(join(folder, 'src', 'startup-import.ts')) && existsSync(join(folder, 'package.json')))
      return folder;
  }
  throw new Error('cannot find the catalog service folder');
}

const HEALTH = new Set(['/readyz', '/healthz', '/metrics']);

/**
 * The real catalog service, bundled from its source and run as its own process (services never import
 * each other), against the given Mongo and NATS. On first start it imports the first-year test catalog;
 * answers once the imported sets are listed. Its request log (debug level) is read back as `requests()`.
 */
export async function startCatalogProcess(options: {
  mongoUrl: string;
  natsUrl: string;
}): Promise<CatalogProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'catalog-test-data-'));
  const answered: CatalogRequest[] = [];
  const readRequestLog = (line: string) => {
    let entry: Partial<CatalogRequest> & { msg?: string; level?: number };
    try {
      entry = JSON.parse(line);
    } catch {
      return;
    }
    if (entry.msg === 'request' && entry.url && !HEALTH.has(entry.url))
      answered.push({ method: entry.method!, url: entry.url, status: entry.status!, reqId: entry.reqId! });
    else if ((entry.level ?? 0) >= 40) process.stderr.write(`${line}\n`);
  };
  const bearer = bearerFor({ id: '64c000000000000000000000', username: 'catalog-test' });
  let sets: CardSet[] = [];
  // Started means the first-start import is done: the imported sets are listed.
  const listsSets = async (url: string) => {
    sets = await fetch(`${url}/rest/api/sets?game=YUGIOH`, {
      headers: { authorization: bearer, 'x-request-id': 'catalog-test-readiness' },
    }).then(
      async (response) => (response.ok ? setsResponse.parse(await response.json()) : []),
      () => [],
    );
    return sets.length > 0;
  };
  const service = await startServiceProcess({
    serviceDir: catalogFolder(),
    env: {
      MONGO_URL: options.mongoUrl,
      NATS_URL: options.natsUrl,
      LOG_LEVEL: 'debug',
      CARD_DATA_DIR: firstYearCardData(),
      DATA_DIR: dataDir,
      // Nothing here may reach the internet: unroutable sources fail fast.
      YGOPRODECK_API_URL: 'http://127.0.0.1:9/api/v7',
      IMAGE_SOURCE_URL: 'http://127.0.0.1:9/images',
    },
    onStdoutLine: readRequestLog,
    isReady: listsSets,
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  answered.length = 0;
  return {
    url: service.url,
    sets,
    setId(setCode) {
      const found = sets.find((set) => set.setCode === setCode);
      if (!found) throw new Error(`the test catalog has no set ${setCode}`);
      return found.id;
    },
    requests: () => [...answered],
    async stop() {
      await service.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
