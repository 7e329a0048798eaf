import type {
  CollectionFilters,
  CollectionSort,
  EquivalentRarity,
  YugiohMetaData,
} from '@progression/contracts';
import {
  cardFilterPredicate,
  cardKindOf,
  equivalentRarityInfo,
  monsterCardTypesOf,
} from '@progression/contracts';

/** What the search needs of a card. */
export interface SearchableCard {
  id: string;
  name: string;
  description: string;
  yugiohMetaData: YugiohMetaData;
  firstPrintedRarity: EquivalentRarity | null;
}

/**
 * The collection filters of spec section 3 as a predicate over cards, as the contracts define them for
 * every card search (a filter of a monster, spell or trap property selects that kind only). `weekAcquired`
 * belongs to the caller's own data (a collection) and is not applied here.
 */
export function cardSearchPredicate(filters: CollectionFilters): (card: SearchableCard) => boolean {
  const matches = cardFilterPredicate(filters);
  // Lower-casing every card's text costs more than the rest of the search: only a text search reads it.
  const readsText = !!filters.textSearch?.searchText.trim();
  return (card) => {
    const meta = card.yugiohMetaData;
    return matches({
      nameKey: readsText ? card.name.toLowerCase() : '',
      textKey: readsText ? card.description.toLowerCase() : '',
      kind: cardKindOf(meta.type),
      attribute: meta.attribute,
      monsterCardTypes: monsterCardTypesOf(meta.type),
      race: meta.race,
      level: meta.level,
      attack: meta.attack,
      defense: meta.defense,
    });
  };
}

const byName = (a: SearchableCard, b: SearchableCard) => a.name.localeCompare(b.name);
const nullsLast = (value: number | null) => (value === null ? -1 : value);

const comparators: Partial<
  Record<CollectionSort['category'], (a: SearchableCard, b: SearchableCard) => number>
> = {
  NAME: byName,
  TYPE: (a, b) => a.yugiohMetaData.type.localeCompare(b.yugiohMetaData.type),
  LEVEL: (a, b) => nullsLast(a.yugiohMetaData.level) - nullsLast(b.yugiohMetaData.level),
  ATTACK: (a, b) => nullsLast(a.yugiohMetaData.attack) - nullsLast(b.yugiohMetaData.attack),
  DEFENSE: (a, b) => nullsLast(a.yugiohMetaData.defense) - nullsLast(b.yugiohMetaData.defense),
  RARITY: (a, b) =>
    (a.firstPrintedRarity ? equivalentRarityInfo[a.firstPrintedRarity].rank : 0) -
    (b.firstPrintedRarity ? equivalentRarityInfo[b.firstPrintedRarity].rank : 0),
};

/**
 * Sorts by a category the catalog knows (name, type, level, attack, defense, rarity), ties by name.
 * DEFAULT and the categories of the caller's data (quantity, week acquired, limit) keep the given order.
 */
export function sortCards<T extends SearchableCard>(cards: T[], sort: CollectionSort): T[] {
  const compare = comparators[sort.category];
  if (!compare) return cards;
  const direction = sort.direction === 'DESCENDING' ? -1 : 1;
  return [...cards].sort((a, b) => direction * compare(a, b) || byName(a, b));
}
