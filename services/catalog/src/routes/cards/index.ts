import Router from '@koa/router';
import type { Middleware } from 'koa';
import { validate } from '@progression/service-kit';
import type { CatalogReader } from '../../read/catalog-reader';
import type { CardView } from '../../read/presenters';
import { cardSearchBody, cardsQuery } from './schema';
import { searchCards } from './search';

const getCards = validate({ query: cardsQuery });
const search = validate({ body: cardSearchBody });

/** Cards in the order asked, found by any artwork's passcode; unknown ids are left out. */
function cardsByIds(ids: string[], find: (id: string) => CardView | undefined): CardView[] {
  return ids.map(find).filter((card): card is CardView => !!card);
}

/** GET /rest/api/cards?game=YUGIOH&cardIds=.. and POST /rest/api/cards/search. */
export function cardsRouter(reader: CatalogReader, auth: Middleware): Router {
  const router = new Router({ prefix: '/rest/api/cards' });
  router.use(auth);
  router.get('/', getCards, async (ctx) => {
    const view = await reader.current();
    ctx.body = { cards: cardsByIds(getCards.input(ctx).query.cardIds, (id) => view.card(id)) };
  });
  router.post('/search', search, async (ctx) => {
    ctx.body = { cards: searchCards(await reader.current(), search.input(ctx).body) };
  });
  return router;
}
