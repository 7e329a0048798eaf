import { join } from 'node:path';
import { authenticate, createServiceApp, type ServiceDeps } from '@progression/service-kit';
import type { Env } from './env';
import { ImageCache } from './images/image-cache';
import { imagesRouter } from './images/router';
import { ImportProgress } from './import/import-progress';
import { CatalogReader } from './domain/catalog-reader';
import { catalogReadiness } from './domain/catalog-readiness';
import { banlistsRouter } from './routes/banlists';
import { cardsRouter } from './routes/cards';
import { internalRouter } from './routes/internal';
import { setCardsRouter } from './routes/set-cards';
import { setsRouter } from './routes/sets';

/** What the app reads through; index.ts shares them with the start-up import, tests with their fixtures. */
export interface CatalogParts {
  reader: CatalogReader;
  images: ImageCache;
  /** The first-start import's progress, for readiness. */
  progress: ImportProgress;
}

/** The image cache the environment describes. */
export function imageCacheFor(env: Env, fetchImpl?: typeof fetch): ImageCache {
  return new ImageCache({
    dir: env.IMAGE_CACHE_DIR ?? join(env.DATA_DIR, 'images'),
    sourceUrl: env.IMAGE_SOURCE_URL,
    fetch: fetchImpl,
  });
}

/** Parts for the environment: a reader, the image cache, no import under way. */
export function catalogPartsFor(env: Env): CatalogParts {
  return {
    reader: new CatalogReader(undefined, join(env.DATA_DIR, 'catalog-view')),
    images: imageCacheFor(env),
    progress: new ImportProgress(),
  };
}

/**
 * The catalog app: public card and banlist routes (token), internal routes (service token), images
 * (public). Not ready, and every card route a 503, until a first import is complete.
 */
export function createApp(
  deps: Pick<ServiceDeps<Env>, 'env' | 'logger' | 'readiness' | 'revocations'>,
  parts: CatalogParts = catalogPartsFor(deps.env),
) {
  const { env, logger, readiness, revocations } = deps;
  const { reader } = parts;
  return createServiceApp({
    name: env.SERVICE_NAME,
    logger,
    readiness: { ...readiness, catalog: catalogReadiness(reader, parts.progress) },
    // The one token check of the service: every /rest/api and /internal route.
    authenticate: authenticate(env, { isRevoked: revocations?.isRevoked }),
    // Card searches and set-card lookups carry id lists as long as a whole collection.
    bodyLimit: '2mb',
    routers: [
      imagesRouter({ cache: parts.images, reader }),
      setsRouter(reader),
      cardsRouter(reader),
      setCardsRouter(reader),
      banlistsRouter(reader),
      internalRouter(reader),
    ],
  });
}
