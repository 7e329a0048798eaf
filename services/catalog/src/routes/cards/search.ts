import { matchesFilters, sortCards } from '../../domain/card-search';
import type { CatalogView } from '../../read/catalog-view';
import type { CardView } from '../../read/presenters';
import type { CardSearchBody } from './schema';

/** Runs a card search on the in-memory catalog; unknown ids are left out, duplicates answered once. */
export function searchCards(view: CatalogView, body: CardSearchBody): CardView[] {
  let cards: CardView[];
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
  const matching = cards.filter(
    (card) =>
      card.yugiohMetaData !== null &&
      matchesFilters({ ...card, yugiohMetaData: card.yugiohMetaData }, body.filters),
  );
  return sortCards(
    matching.map((card) => ({ ...card, yugiohMetaData: card.yugiohMetaData! })),
    body.sort,
  );
}
