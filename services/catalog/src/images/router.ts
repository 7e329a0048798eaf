import Router from '@koa/router';
import { messages } from '@progression/contracts';
import type { ImageCache } from './image-cache';
import { imageKey } from './image-kinds';

/** Images never change under a passcode or set code: browsers and proxies may keep them a month. */
const cacheForever = 'public, max-age=2592000, immutable';
/** A missing image is asked again after a while, when it may have become available. */
const cacheMissing = 'public, max-age=300';

/** GET /card-images/{cards,cards_small,sets}/<name>.jpg: public, no token. */
export function imagesRouter(cache: ImageCache): Router {
  const router = new Router({ prefix: '/card-images' });
  router.get('/:kind/:file', async (ctx) => {
    const key = imageKey(ctx.params.kind, ctx.params.file);
    const bytes = key ? await cache.get(key.kind, key.name) : undefined;
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
