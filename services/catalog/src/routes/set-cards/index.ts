import Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { id, queryList } from '@progression/contracts';
import { validate } from '@progression/service-kit';
import type { CatalogReader } from '../../read/catalog-reader';
import type { SetCardView } from '../../read/presenters';

const maxIds = 20_000;
const byQuery = validate({ query: z.object({ setCardIds: queryList(id).pipe(z.array(id).max(maxIds)) }) });
const byBody = validate({ body: z.object({ setCardIds: z.array(id).max(maxIds) }) });

/** GET /rest/api/set-cards?setCardIds=.. (and POST with the ids in the body, for long lists). */
export function setCardsRouter(reader: CatalogReader, auth: Middleware): Router {
  const router = new Router({ prefix: '/rest/api/set-cards' });
  router.use(auth);
  const answer = async (ids: string[]) => {
    const view = await reader.current();
    return {
      cards: ids.map((setCardId) => view.setCard(setCardId)).filter((card): card is SetCardView => !!card),
    };
  };
  router.get('/', byQuery, async (ctx) => {
    ctx.body = await answer(byQuery.input(ctx).query.setCardIds);
  });
  router.post('/', byBody, async (ctx) => {
    ctx.body = await answer(byBody.input(ctx).body.setCardIds);
  });
  return router;
}
