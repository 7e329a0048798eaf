import type {
  CollectionFilters,
  CollectionSort,
  EquivalentRarity,
  YugiohMetaData,
} from '@progression/contracts';
import { cardKindOf, equivalentRarityInfo, monsterCardTypesOf } from '@progression/contracts';

/** What the search needs of a card. */
export interface SearchableCard {
  id: string;
  name: string;
  description: string;
  yugiohMetaData: YugiohMetaData;
  firstPrintedRarity: EquivalentRarity | null;
}

interface IncludeList<T> {
  items: T[];
  type: 'AND' | 'OR';
}

/** OR: any listed item is among the card's values; AND: all of them are. An empty list filters nothing. */
function includes<T>(filter: IncludeList<T> | undefined, values: readonly T[]): boolean {
  if (!filter || filter.items.length === 0) return true;
  return filter.type === 'AND'
    ? filter.items.every((item) => values.includes(item))
    : filter.items.some((item) => values.includes(item));
}

function inRange(range: { min?: number; max?: number } | undefined, value: number | null): boolean {
  if (!range || (range.min === undefined && range.max === undefined)) return true;
  if (value === null) return false;
  return (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);
}

/**
 * The collection filters of spec section 3 applied to one card. Monster filters (attribute, monster card
 * type, monster type, level, attack, defense) restrict monsters only, the spell type spells only and the
 * trap type traps only, so "Field spells and Counter traps" can be asked at once. `weekAcquired` belongs to
 * the caller's own data (a collection) and is not applied here.
 */
export function matchesFilters(card: SearchableCard, filters: CollectionFilters): boolean {
  const meta = card.yugiohMetaData;
  const kind = cardKindOf(meta.type);
  if (filters.textSearch && filters.textSearch.searchText.trim()) {
    const text = filters.textSearch.searchText.trim().toLowerCase();
    const location = filters.textSearch.location;
    const inTitle = location !== 'CARD_TEXT' && card.name.toLowerCase().includes(text);
    const inText = location !== 'CARD_TITLE' && card.description.toLowerCase().includes(text);
    if (!inTitle && !inText) return false;
  }
  if (!includes(filters.cardType, [kind])) return false;
  if (kind === 'MONSTER') {
    if (!includes(filters.attribute, meta.attribute ? [meta.attribute] : [])) return false;
    if (!includes(filters.monsterCardType, monsterCardTypesOf(meta.type))) return false;
    if (!includes(filters.monsterType as IncludeList<string> | undefined, [meta.race])) return false;
    if (
      !inRange(filters.level, meta.level) ||
      !inRange(filters.attack, meta.attack) ||
      !inRange(filters.defense, meta.defense)
    )
      return false;
  }
  if (kind === 'SPELL' && !includes(filters.spellType as IncludeList<string> | undefined, [meta.race]))
    return false;
  if (kind === 'TRAP' && !includes(filters.trapType as IncludeList<string> | undefined, [meta.race]))
    return false;
  return true;
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
