import Router from '@koa/router';
import { catalogCalls, messages } from '@progression/contracts';
import { NotFound, serveCall } from '@progression/service-kit';
import { presentInForce } from '../../models/banlist-version.presenter';
import type { CatalogReader } from '../../domain/catalog-reader';
import { searchCards } from '../cards/search';

/**
 * The catalog's `/internal` calls (service tokens only), served from their declarations in the contracts:
 * a set's pack layout (drafts), the banlist version in force on a date, card search (rewards), the
 * printings of cards (collection: its CSV import) and cards by exact name (decks' card lists).
 */
export function internalRouter(reader: CatalogReader): Router {
  const router = new Router();
  serveCall(router, catalogCalls.packLayout, async ({ params }) => {
    const layout = (await reader.current()).packLayout(params.id);
    if (!layout) throw new NotFound(messages.catalog.setNotFound(params.id));
    return layout;
  });
  serveCall(router, catalogCalls.banlistInForce, async ({ query }) =>
    presentInForce(await reader.current(), query.format, query.date),
  );
  serveCall(router, catalogCalls.searchCards, async ({ body }) => searchCards(await reader.current(), body));
  serveCall(router, catalogCalls.printingsOfCards, async ({ body }) => {
    const view = await reader.current();
    const cardIds = [...new Set(body.cardIds.map((id) => view.card(id)?.id ?? id))];
    return {
      printings: cardIds.flatMap((id) =>
        view.printingsOf(id).map(({ card: _card, ...printing }) => printing),
      ),
    };
  });
  serveCall(router, catalogCalls.cardsByName, async ({ body }) => {
    const view = await reader.current();
    const cards = body.names.flatMap((name) => {
      const card = view.cardNamed(name);
      return card ? [{ name, card }] : [];
    });
    return { cards };
  });
  return router;
}
