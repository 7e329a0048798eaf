import type { Card } from '@progression/contracts';
import { cardSearchPredicate, sortCards } from '../../domain/card-search';
import type { CatalogView } from '../../domain/catalog-view';
import type { CardSearchBody } from './schema';

/** One page of a search's answer, with how many cards match in all. */
export interface CardSearchPage {
  cards: Card[];
  total: number;
  page: number;
  pageSize: number;
}

/** Runs a card search on the in-memory catalog and answers the page asked. */
export function searchCards(view: CatalogView, body: CardSearchBody): CardSearchPage {
  const matching = matchingCards(view, body);
  const start = (body.page - 1) * body.pageSize;
  return {
    cards: matching.slice(start, start + body.pageSize),
    total: matching.length,
    page: body.page,
    pageSize: body.pageSize,
  };
}

/** Every card matching, sorted; unknown ids are left out, duplicates answered once. */
function matchingCards(view: CatalogView, body: CardSearchBody): Card[] {
  let cards: Card[];
  if (body.cardIds) {
    const seen = new Set<string>();
    cards = [];
    for (const id of body.cardIds) {
      const card = view.card(id);
      if (card && !seen.has(card.id)) {
        seen.add(card.id);
        cards.push(card);
      }
    }
  } else cards = view.allCards;
  const matches = cardSearchPredicate(body.filters);
  const matching = cards.filter(
    (card) => card.yugiohMetaData !== null && matches({ ...card, yugiohMetaData: card.yugiohMetaData }),
  );
  return sortCards(
    matching.map((card) => ({ ...card, yugiohMetaData: card.yugiohMetaData! })),
    body.sort,
  );
}
