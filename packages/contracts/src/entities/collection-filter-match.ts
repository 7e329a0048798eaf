import type { CollectionFilters } from './collection';

/**
 * What the collection filters read of a card: its kind (null: the card has no card data) and the fields
 * of its card data, with name and text lower-cased once by the caller (the search compares them literally).
 */
export interface FilterableCard {
  nameKey: string;
  textKey: string;
  kind: string | null;
  attribute: string | null;
  monsterCardTypes: readonly string[];
  /** Monster type for monsters, spell or trap type for spells and traps. */
  race: string | null;
  level: number | null;
  attack: number | null;
  defense: number | null;
}

interface IncludeList {
  items: readonly string[];
  type: 'AND' | 'OR';
}
interface Range {
  min?: number;
  max?: number;
}
type Check = (card: FilterableCard) => boolean;

const isSet = (list: IncludeList | undefined): list is IncludeList => !!list && list.items.length > 0;
const isBounded = (range: Range | undefined): range is Range =>
  !!range && (range.min !== undefined || range.max !== undefined);

/** OR: any listed item is among the card's values; AND: all of them are. */
const includes = (list: IncludeList, values: readonly (string | null)[]) =>
  list.type === 'AND'
    ? list.items.every((item) => values.includes(item))
    : list.items.some((item) => values.includes(item));

/** Inclusive; a card without the value is outside any range. */
const inRange = (range: Range, value: number | null) =>
  value !== null &&
  (range.min === undefined || value >= range.min) &&
  (range.max === undefined || value <= range.max);

/**
 * The card-data filters of the collection query (spec section 3) as one predicate, for the collection and
 * the catalog's card search alike. Each include list is AND or OR over its items, and every filter set must
 * hold (AND across lists). A filter of a property only one kind has selects that kind only: attribute,
 * monster card type, monster type, level, attack and defense select monsters, the spell type spells, the
 * trap type traps (so a spell type with a trap type matches nothing). `weekAcquired` belongs to the
 * caller's data and is not read here.
 */
export function cardFilterPredicate(filters: CollectionFilters): Check {
  const checks: Check[] = [];
  const text = filters.textSearch?.searchText.trim().toLowerCase();
  if (text) {
    const location = filters.textSearch?.location ?? 'BOTH';
    checks.push(
      (card) =>
        (location !== 'CARD_TEXT' && card.nameKey.includes(text)) ||
        (location !== 'CARD_TITLE' && card.textKey.includes(text)),
    );
  }
  const { cardType, attribute, monsterCardType, monsterType, spellType, trapType } = filters;
  if (isSet(cardType)) checks.push((card) => card.kind !== null && includes(cardType, [card.kind]));
  const ofKind = (kind: string, check: Check) => checks.push((card) => card.kind === kind && check(card));
  if (isSet(attribute)) ofKind('MONSTER', (card) => includes(attribute, [card.attribute]));
  if (isSet(monsterCardType)) ofKind('MONSTER', (card) => includes(monsterCardType, card.monsterCardTypes));
  if (isSet(monsterType)) ofKind('MONSTER', (card) => includes(monsterType, [card.race]));
  if (isSet(spellType)) ofKind('SPELL', (card) => includes(spellType, [card.race]));
  if (isSet(trapType)) ofKind('TRAP', (card) => includes(trapType, [card.race]));
  for (const field of ['level', 'attack', 'defense'] as const) {
    const range = filters[field];
    if (isBounded(range)) ofKind('MONSTER', (card) => inRange(range, card[field]));
  }
  return (card) => checks.every((check) => check(card));
}
