import Router from '@koa/router';
import { anyCaller } from '@progression/service-kit';
import type { CatalogReader } from '../../domain/catalog-reader';
import type { SetCard } from '@progression/contracts';
import { setCardsByBody, setCardsByQuery } from './schema';

/** GET /rest/api/set-cards?setCardIds=.. (and POST with the ids in the body, for long lists). */
export function setCardsRouter(reader: CatalogReader): Router {
  const router = new Router({ prefix: '/rest/api/set-cards' });
  const answer = async (ids: string[]) => {
    const view = await reader.current();
    return {
      cards: ids.map((setCardId) => view.setCard(setCardId)).filter((card): card is SetCard => !!card),
    };
  };
  router.get('/', setCardsByQuery, async (ctx) => {
    ctx.body = await answer(setCardsByQuery.input(ctx).query.setCardIds);
  });
  router.post('/', anyCaller, setCardsByBody, async (ctx) => {
    ctx.body = await answer(setCardsByBody.input(ctx).body.setCardIds);
  });
  return router;
}
