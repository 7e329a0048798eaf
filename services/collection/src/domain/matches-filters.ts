import { cardFilterPredicate, type CollectionFilters } from '@progression/contracts';

/** What the collection query reads of an entry (see models/entry.ts). */
export interface QueryableEntry {
  cardId: string;
  quantity: number;
  weekAcquired: number;
  rarityRank: number;
  nameKey: string;
  textKey: string;
  hasMeta: boolean;
  kind: string | null;
  kindRank: number;
  typeCode: string | null;
  attribute: string | null;
  monsterCardTypes: string[];
  race: string | null;
  level: number | null;
  attack: number | null;
  defense: number | null;
}

/**
 * The collection filters (spec section 3) as one predicate: the card-data filters as the contracts define
 * them for every card search (a filter of a monster, spell or trap property selects that kind only; a card
 * without card data matches no card-data filter), and the week the entry was first acquired.
 */
export function filterPredicate(filters: CollectionFilters): (entry: QueryableEntry) => boolean {
  const matchesCard = cardFilterPredicate(filters);
  const { min = 0, max = Number.MAX_SAFE_INTEGER } = filters.weekAcquired ?? {};
  return (entry) => matchesCard(entry) && entry.weekAcquired >= min && entry.weekAcquired <= max;
}
