import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setsResponse, type CardSet } from '@progression/contracts';
import { requestLog, type LoggedRequest } from './request-log';
import { startServiceProcess } from './service-process';
import { bearerFor } from './tokens';
import { workspaceDir } from './workspace';

/** A running catalog service with the first-year test catalog imported. */
export interface CatalogProcess {
  url: string;
  /** The imported sets, oldest first, as the catalog lists them. */
  sets: CardSet[];
  /** The id of the imported set with this set code (throws for a code the test catalog has not). */
  setId(setCode: string): string;
  /** Requests answered since it was ready, health checks left out. */
  requests(): LoggedRequest[];
  stop(): Promise<void>;
}

/** The small card data folder the catalog's own tests and its neighbours' tests import (see its README). */
export const firstYearCardData = (): string =>
  join(workspaceDir('services/catalog'), 'src', 'testing', 'first-year-carddata');

/**
 * The real catalog service in its own process, against the given Mongo and NATS. On first start it imports
 * the first-year test catalog; it counts as started once the imported sets are listed. Nothing it does may
 * reach the internet: its sources are unroutable addresses.
 */
export async function startCatalogProcess(options: {
  mongoUrl: string;
  natsUrl: string;
}): Promise<CatalogProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'catalog-test-data-'));
  const log = requestLog();
  const bearer = bearerFor({ id: '64c000000000000000000000', username: 'catalog-test' });
  let sets: CardSet[] = [];
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
    workspace: 'services/catalog',
    env: {
      MONGO_URL: options.mongoUrl,
      NATS_URL: options.natsUrl,
      LOG_LEVEL: 'debug',
      CARD_DATA_DIR: firstYearCardData(),
      DATA_DIR: dataDir,
      YGOPRODECK_API_URL: 'http://127.0.0.1:9/api/v7',
      IMAGE_SOURCE_URL: 'http://127.0.0.1:9/images',
    },
    onStdoutLine: log.onStdoutLine,
    isReady: listsSets,
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  log.clear();
  return {
    url: service.url,
    sets,
    setId(setCode) {
      const found = sets.find((set) => set.setCode === setCode);
      if (!found) throw new Error(`the test catalog has no set ${setCode}`);
      return found.id;
    },
    requests: log.requests,
    async stop() {
      await service.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
