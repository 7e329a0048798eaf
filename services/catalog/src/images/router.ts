import Router from '@koa/router';
import { messages } from '@progression/contracts';
import { HttpError, rateLimit } from '@progression/service-kit';
import { policies } from '../policies';
import type { CatalogReader } from '../domain/catalog-reader';
import { ImageQueueFull, type ImageCache } from './image-cache';
import { imageKey } from './image-kinds';

/** Images never change under a passcode or set code: browsers and proxies may keep them a month. */
const cacheForever = 'public, max-age=2592000, immutable';
/** A missing image is asked again after a while, when it may have become available. */
const cacheMissing = 'public, max-age=300';

export interface ImagesRouterOptions {
  cache: ImageCache;
  reader: CatalogReader;
  /** Names the catalog does not know that one client may ask in a burst, and how fast that refills. */
  unknownBurst?: number;
  unknownPerSecond?: number;
}

/**
 * GET /card-images/{cards,cards_small,sets}/<name>.jpg: public, no token. Only cards and sets the catalog
 * has are fetched from the source; other names answer 404 at once, and a client asking many of them is
 * refused with 429, so nobody can make the catalog fetch or remember arbitrary names.
 */
export function imagesRouter(options: ImagesRouterOptions): Router {
  const { cache, reader } = options;
  const limitUnknown = rateLimit({
    capacity: options.unknownBurst ?? 60,
    refillPerSecond: options.unknownPerSecond ?? 1,
    message: messages.catalog.tooManyUnknownImages,
    // Behind the gateway every request comes from its address; the gateway names the client it decided
    // (one address, never a chain a client sent) and only the gateway reaches the service.
    key: (ctx) => ctx.get('x-forwarded-for') || ctx.ip,
  });
  const router = new Router({ prefix: '/card-images' });
  router.get('/:kind/:file', async (ctx) => {
    const key = imageKey(ctx.params.kind, ctx.params.file);
    const known = key !== undefined && policies.mayFetchImage(await reader.current(), key.kind, key.name);
    let bytes: Buffer | undefined;
    if (!known || !key) await limitUnknown(ctx, async () => undefined);
    else
      bytes = await cache.get(key.kind, key.name).catch((error: unknown) => {
        if (error instanceof ImageQueueFull) throw new HttpError(503, messages.catalog.imagesBusy);
        throw error;
      });
    if (!bytes) {
      ctx.status = 404;
      ctx.set('Cache-Control', cacheMissing);
      ctx.body = { message: messages.errors.notFound };
      return;
    }
    ctx.set('Cache-Control', cacheForever);
    ctx.type = 'image/jpeg';
    ctx.body = bytes;
  });
  return router;
}
