import type { Logger } from '@progression/service-kit';
import type { Env } from './env';
import { importCatalog, NoCardSourceError } from './import/import-catalog';
import { formatSummary } from './import/run-import';
import { CardSetModel } from './models/card-set';
import { defaultCardDataDir } from './paths';
import type { CatalogReader } from './read/catalog-reader';

/**
 * On first start (no sets stored) imports in the background from the card data folder, else from the
 * live API, else logs how to import. The service answers requests meanwhile. Resolves when done.
 */
export async function importOnFirstStart(env: Env, logger: Logger, reader: CatalogReader): Promise<void> {
  if (env.CATALOG_AUTO_IMPORT === 'false') return;
  if ((await CardSetModel.estimatedDocumentCount()) > 0) return;
  const cardDataDir = env.CARD_DATA_DIR ?? defaultCardDataDir();
  logger.info({ cardDataDir }, 'empty catalog: importing card data in the background');
  let lastLogged = '';
  try {
    const outcome = await importCatalog({
      cardDataDir,
      live: { baseUrl: env.YGOPRODECK_API_URL, timeoutMs: 60_000 },
      onProgress: (step, done, total) => {
        if (done === total && step !== lastLogged) {
          lastLogged = step;
          logger.info({ step, done, total }, 'card import progress');
        }
      },
    });
    if (outcome.kind === 'imported') logger.info(`card import finished\n${formatSummary(outcome.summary)}`);
    reader.invalidate();
  } catch (error) {
    if (error instanceof NoCardSourceError) logger.warn(error.message);
    else
      logger.error(
        { err: error },
        'card import failed; run `npm run import:cards -w @progression/catalog` to retry',
      );
  }
}
