import type { CollectionFilters } from '@progression/contracts';

type Condition = Record<string, unknown>;

interface IncludeList {
  items: readonly string[];
  type: 'AND' | 'OR';
}

/** OR: the field holds any listed item; AND: all of them (for a multi-valued field, or one value). */
function includeCondition(field: string, list: IncludeList): Condition {
  return { [field]: list.type === 'AND' ? { $all: list.items } : { $in: list.items } };
}

function rangeCondition(field: string, range: { min?: number; max?: number }): Condition {
  const bounds: Record<string, number> = {};
  if (range.min !== undefined) bounds.$gte = range.min;
  if (range.max !== undefined) bounds.$lte = range.max;
  return { [field]: bounds };
}

const isSet = (list: IncludeList | undefined): list is IncludeList => !!list && list.items.length > 0;
const isBounded = (
  range: { min?: number; max?: number } | undefined,
): range is { min?: number; max?: number } => !!range && (range.min !== undefined || range.max !== undefined);

/** Cards that are not of `kind` pass a filter meant for that kind (so "Field spells and Counter traps" works). */
const onlyFor = (kind: string, condition: Condition): Condition => ({
  $or: [{ kind: { $ne: kind } }, condition],
});

/** Text matched anywhere in the lower-cased field, the user's characters taken literally. */
const contains = (field: string, text: string): Condition => ({
  [field]: { $regex: text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&') },
});

/**
 * The Mongo filter of the collection filters (spec section 3) over one player's entries. The semantics
 * are the catalog's card search: monster filters restrict monsters only, the spell type spells only, the
 * trap type traps only; a card without card data matches no card-data filter.
 */
export function queryFilter(base: Condition, filters: CollectionFilters): Condition {
  const all: Condition[] = [base];
  const text = filters.textSearch?.searchText.trim();
  if (text) {
    const location = filters.textSearch?.location ?? 'BOTH';
    if (location === 'CARD_TITLE') all.push(contains('nameKey', text));
    else if (location === 'CARD_TEXT') all.push(contains('textKey', text));
    else all.push({ $or: [contains('nameKey', text), contains('textKey', text)] });
  }
  if (isSet(filters.cardType)) all.push(includeCondition('kind', filters.cardType));
  const monster: [string, IncludeList | undefined][] = [
    ['attribute', filters.attribute],
    ['monsterCardTypes', filters.monsterCardType],
    ['race', filters.monsterType],
  ];
  for (const [field, list] of monster)
    if (isSet(list)) all.push(onlyFor('MONSTER', includeCondition(field, list)));
  if (isSet(filters.spellType)) all.push(onlyFor('SPELL', includeCondition('race', filters.spellType)));
  if (isSet(filters.trapType)) all.push(onlyFor('TRAP', includeCondition('race', filters.trapType)));
  for (const field of ['level', 'attack', 'defense'] as const) {
    const range = filters[field];
    if (isBounded(range)) all.push(onlyFor('MONSTER', rangeCondition(field, range)));
  }
  // Every condition after the text search reads card data.
  const needsCardData = all.length > (text ? 2 : 1);
  if (needsCardData) all.push({ hasMeta: true });
  if (isBounded(filters.weekAcquired)) all.push(rangeCondition('weekAcquired', filters.weekAcquired));
  return all.length === 1 ? base : { $and: all };
}
