import type { Card } from '@progression/contracts';
import Router from '@koa/router';
import { anyCaller } from '@progression/service-kit';
import type { CatalogReader } from '../../domain/catalog-reader';
import { getCards, searchCardsBody } from './schema';
import { searchCards } from './search';

/** Cards in the order asked, found by any artwork's passcode; unknown ids are left out. */
function cardsByIds(ids: string[], find: (id: string) => Card | undefined): Card[] {
  return ids.map(find).filter((card): card is Card => !!card);
}

/** GET /rest/api/cards?game=YUGIOH&cardIds=.. and POST /rest/api/cards/search (one page). */
export function cardsRouter(reader: CatalogReader): Router {
  const router = new Router({ prefix: '/rest/api/cards' });
  router.get('/', getCards, async (ctx) => {
    const view = await reader.current();
    ctx.body = { cards: cardsByIds(getCards.input(ctx).query.cardIds, (id) => view.card(id)) };
  });
  router.post('/search', anyCaller, searchCardsBody, async (ctx) => {
    ctx.body = searchCards(await reader.current(), searchCardsBody.input(ctx).body);
  });
  return router;
}
