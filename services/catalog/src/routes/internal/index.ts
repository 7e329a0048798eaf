import Router from '@koa/router';
import { messages } from '@progression/contracts';
import { NotFound, servicesOnly } from '@progression/service-kit';
import { presentInForce } from '../../models/banlist-version.presenter';
import type { CatalogReader } from '../../domain/catalog-reader';
import { searchCards } from '../cards/search';
import { inForceQuery, packLayoutParams, searchCardsBody } from './schema';

/**
 * Routes for other services only (service token): a set's pack layout (drafts), the banlist version in
 * force on a date (games), and card search (collection, decks, rewards).
 */
export function internalRouter(reader: CatalogReader): Router {
  const router = new Router({ prefix: '/internal' });
  router.get('/sets/:id/pack-layout', packLayoutParams, async (ctx) => {
    const { id } = packLayoutParams.input(ctx).params;
    const view = await reader.current();
    const set = view.setDocuments.get(id);
    if (!set) throw new NotFound(messages.catalog.setNotFound(id));
    ctx.body = {
      setId: set._id,
      setName: set.setName,
      setCode: set.setCode,
      type: set.type,
      ...set.packLayout,
    };
  });
  router.get('/banlist/in-force', inForceQuery, async (ctx) => {
    const { format, date } = inForceQuery.input(ctx).query;
    ctx.body = presentInForce(await reader.current(), format, date);
  });
  router.post('/cards/search', servicesOnly, searchCardsBody, async (ctx) => {
    ctx.body = searchCards(await reader.current(), searchCardsBody.input(ctx).body);
  });
  return router;
}
