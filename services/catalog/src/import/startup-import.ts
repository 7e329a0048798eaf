import type { Logger } from '@progression/service-kit';
import type { Env } from '../env';
import { importCatalog, NoCardSourceError } from './import-catalog';
import type { ImportProgress } from './import-progress';
import { formatSummary } from './run-import';
import { defaultCardDataDir } from './paths';
import type { CatalogReader } from '../domain/catalog-reader';

/**
 * On first start (no complete import stored) imports in the background from the card data folder, else from the
 * live API, else logs how to import. Meanwhile the service is not ready and its routes answer 503, and
 * `progress` tells readiness how far the import has come. Resolves when done.
 */
export async function importOnFirstStart(
  env: Env,
  logger: Logger,
  reader: CatalogReader,
  progress: ImportProgress,
): Promise<void> {
  if (env.CATALOG_AUTO_IMPORT === 'false') return;
  // A first import that was cut short left partial data but no generation: it is run again.
  if (await reader.isReady()) return;
  const cardDataDir = env.CARD_DATA_DIR ?? defaultCardDataDir();
  logger.info({ cardDataDir }, 'empty catalog: importing card data in the background');
  let lastLogged = '';
  progress.started();
  try {
    const outcome = await importCatalog({
      cardDataDir,
      live: { baseUrl: env.YGOPRODECK_API_URL, timeoutMs: 60_000 },
      onProgress: (step, done, total) => {
        progress.listener(step, done, total);
        if (done === total && step !== lastLogged) {
          lastLogged = step;
          logger.info({ step, done, total }, 'card import progress');
        }
      },
    });
    if (outcome.kind === 'imported') logger.info(`card import finished\n${formatSummary(outcome.summary)}`);
    reader.invalidate();
    // Load the new catalog while readiness still says importing, so the first answer after ready is fast.
    await reader.isReady();
  } catch (error) {
    if (error instanceof NoCardSourceError) logger.warn(error.message);
    else
      logger.error(
        { err: error },
        'card import failed; run `npm run import:cards -w @progression/catalog` to retry',
      );
  } finally {
    progress.finished();
  }
}
