import Router from '@koa/router';
import { messages } from '@progression/contracts';
import { NotFound } from '@progression/service-kit';
import type { CatalogReader } from '../../domain/catalog-reader';
import { listSets, setIdParams } from './schema';

/** GET /rest/api/sets?game=YUGIOH (every set, oldest first) and GET /rest/api/sets/:id/cards. */
export function setsRouter(reader: CatalogReader): Router {
  const router = new Router({ prefix: '/rest/api/sets' });
  router.get('/', listSets, async (ctx) => {
    const view = await reader.current();
    ctx.type = 'application/json';
    ctx.body = view.json('sets', () => view.sets);
  });
  router.get('/:id/cards', setIdParams, async (ctx) => {
    const { id } = setIdParams.input(ctx).params;
    const view = await reader.current();
    if (!view.hasSet(id)) throw new NotFound(messages.catalog.setNotFound(id));
    ctx.type = 'application/json';
    ctx.body = view.json(`set-cards:${id}`, () => ({ cards: view.setCardsOf(id) }));
  });
  return router;
}
