import Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { NotFound, requireService, validate } from '@progression/service-kit';
import type { CatalogReader } from '../../read/catalog-reader';
import { inForce, inForceValidator } from '../banlists';
import { cardSearchBody } from '../cards/schema';
import { searchCards } from '../cards/search';

const packLayoutParams = validate({ params: z.object({ id: z.string().min(1) }) });
const search = validate({ body: cardSearchBody });

/**
 * Routes for other services only (service token): a set's pack layout (drafts), the banlist version in
 * force on a date (games), and card search (collection, decks, rewards).
 */
export function internalRouter(reader: CatalogReader, auth: Middleware): Router {
  const router = new Router({ prefix: '/internal' });
  router.use(auth);
  router.use(requireService);
  router.get('/sets/:id/pack-layout', packLayoutParams, async (ctx) => {
    const { id } = packLayoutParams.input(ctx).params;
    const view = await reader.current();
    const set = view.setDocuments.get(id);
    if (!set) throw new NotFound(`Could not find set: ${id}`);
    ctx.body = {
      setId: set._id,
      setName: set.setName,
      setCode: set.setCode,
      type: set.type,
      ...set.packLayout,
    };
  });
  router.get('/banlist/in-force', inForceValidator, async (ctx) => {
    const { format, date } = inForceValidator.input(ctx).query;
    ctx.body = inForce(await reader.current(), format, date);
  });
  router.post('/cards/search', search, async (ctx) => {
    ctx.body = { cards: searchCards(await reader.current(), search.input(ctx).body) };
  });
  return router;
}
