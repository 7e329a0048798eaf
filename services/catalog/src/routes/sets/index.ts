import Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { NotFound, validate } from '@progression/service-kit';
import type { CatalogReader } from '../../read/catalog-reader';
import { yugiohGame } from '../game';

const listSets = validate({ query: z.object({ game: yugiohGame }) });
const setCards = validate({ params: z.object({ id: z.string().min(1) }) });

/** GET /rest/api/sets?game=YUGIOH (every set, oldest first) and GET /rest/api/sets/:id/cards. */
export function setsRouter(reader: CatalogReader, auth: Middleware): Router {
  const router = new Router({ prefix: '/rest/api/sets' });
  router.use(auth);
  router.get('/', listSets, async (ctx) => {
    const view = await reader.current();
    ctx.type = 'application/json';
    ctx.body = view.json('sets', () => view.sets);
  });
  router.get('/:id/cards', setCards, async (ctx) => {
    const { params } = setCards.input(ctx);
    const view = await reader.current();
    const cards = view.setCardsOf(params.id);
    if (!cards) throw new NotFound(`Could not find set: ${params.id}`);
    ctx.type = 'application/json';
    ctx.body = view.json(`set-cards:${params.id}`, () => ({ cards }));
  });
  return router;
}
