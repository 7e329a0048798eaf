import { join } from 'node:path';
import type Koa from 'koa';
import { authenticate, createServiceApp, type ServiceDeps } from '@progression/service-kit';
import type { Env } from './env';
import { ImageCache } from './images/image-cache';
import { imagesRouter } from './images/router';
import { CatalogReader } from './read/catalog-reader';
import { banlistsRouter } from './routes/banlists';
import { cardsRouter } from './routes/cards';
import { internalRouter } from './routes/internal';
import { setCardsRouter } from './routes/set-cards';
import { setsRouter } from './routes/sets';

/** What the app reads through; tests and the start-up import share them with it. */
export interface CatalogParts {
  reader: CatalogReader;
  images: ImageCache;
}

/** The image cache the environment describes. */
export function imageCacheFor(env: Env, fetchImpl?: typeof fetch): ImageCache {
  return new ImageCache({
    dir: env.IMAGE_CACHE_DIR ?? join(env.DATA_DIR, 'images'),
    sourceUrl: env.IMAGE_SOURCE_URL,
    fetch: fetchImpl,
  });
}

/** The catalog app: public card and banlist routes (token), internal routes (service token), images (public). */
export function createCatalogApp(
  deps: Pick<ServiceDeps<Env>, 'env' | 'logger' | 'readiness'>,
  parts: CatalogParts,
): Koa {
  const { env, logger, readiness } = deps;
  const auth = authenticate(env);
  return createServiceApp({
    name: env.SERVICE_NAME,
    logger,
    readiness,
    // Card searches and set-card lookups carry id lists as long as a whole collection.
    bodyLimit: '2mb',
    routers: [
      imagesRouter(parts.images),
      setsRouter(parts.reader, auth),
      cardsRouter(parts.reader, auth),
      setCardsRouter(parts.reader, auth),
      banlistsRouter(parts.reader, auth),
      internalRouter(parts.reader, auth),
    ],
  });
}

export function createApp(deps: ServiceDeps<Env>): Koa {
  return createCatalogApp(deps, { reader: new CatalogReader(), images: imageCacheFor(deps.env) });
}
