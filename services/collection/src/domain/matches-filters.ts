import type { CollectionFilters } from '@progression/contracts';

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

interface IncludeList {
  items: readonly string[];
  type: 'AND' | 'OR';
}
type Range = { min?: number; max?: number };

const isSet = (list: IncludeList | undefined): list is IncludeList => !!list && list.items.length > 0;
const isBounded = (range: Range | undefined): range is Range =>
  !!range && (range.min !== undefined || range.max !== undefined);

/** OR: any listed item is among the values; AND: all of them are. */
const includes = (list: IncludeList, values: readonly (string | null)[]) =>
  list.type === 'AND'
    ? list.items.every((item) => values.includes(item))
    : list.items.some((item) => values.includes(item));

const inRange = (range: Range, value: number | null) =>
  value !== null &&
  (range.min === undefined || value >= range.min) &&
  (range.max === undefined || value <= range.max);

/**
 * The collection filters (spec section 3) as one predicate, with the catalog's card-search semantics:
 * monster filters restrict monsters only, the spell type spells only, the trap type traps only; a card
 * without card data matches no card-data filter; text is matched lower-cased and literally.
 */
export function filterPredicate(filters: CollectionFilters): (entry: QueryableEntry) => boolean {
  const checks: ((entry: QueryableEntry) => boolean)[] = [];
  let readsCardData = false;
  const text = filters.textSearch?.searchText.trim().toLowerCase();
  if (text) {
    const location = filters.textSearch?.location ?? 'BOTH';
    checks.push(
      (entry) =>
        (location !== 'CARD_TEXT' && entry.nameKey.includes(text)) ||
        (location !== 'CARD_TITLE' && entry.textKey.includes(text)),
    );
  }
  const cardType = filters.cardType;
  if (isSet(cardType)) checks.push((entry) => includes(cardType, [entry.kind]));
  const forKind = (kind: string, check: (entry: QueryableEntry) => boolean) => {
    readsCardData = true;
    checks.push((entry) => entry.kind !== kind || check(entry));
  };
  const { attribute, monsterCardType, monsterType, spellType, trapType } = filters;
  if (isSet(attribute)) forKind('MONSTER', (entry) => includes(attribute, [entry.attribute]));
  if (isSet(monsterCardType))
    forKind('MONSTER', (entry) => includes(monsterCardType, entry.monsterCardTypes));
  if (isSet(monsterType)) forKind('MONSTER', (entry) => includes(monsterType, [entry.race]));
  if (isSet(spellType)) forKind('SPELL', (entry) => includes(spellType, [entry.race]));
  if (isSet(trapType)) forKind('TRAP', (entry) => includes(trapType, [entry.race]));
  for (const field of ['level', 'attack', 'defense'] as const) {
    const range = filters[field];
    if (isBounded(range)) forKind('MONSTER', (entry) => inRange(range, entry[field]));
  }
  if (readsCardData || isSet(cardType)) checks.push((entry) => entry.hasMeta);
  const week = filters.weekAcquired;
  if (isBounded(week)) checks.push((entry) => inRange(week, entry.weekAcquired));
  return (entry) => checks.every((check) => check(entry));
}
