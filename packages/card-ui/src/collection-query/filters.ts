import { filterLimits, type CollectionFilters, type CollectionSort } from '@progression/contracts';

/** The include-list filters, in the filter menu's order. */
export const includeFilterKeys = [
  'cardType',
  'attribute',
  'monsterCardType',
  'monsterType',
  'spellType',
  'trapType',
] as const;
export type IncludeFilterKey = (typeof includeFilterKeys)[number];

/** The range filters, in the filter menu's order. */
export const rangeFilterKeys = ['weekAcquired', 'level', 'attack', 'defense'] as const;
export type RangeFilterKey = (typeof rangeFilterKeys)[number];

export const defaultSort: CollectionSort = { category: 'DEFAULT', direction: 'ASCENDING' };

/** Bounds and step of each range (week acquired has no upper bound). */
export const rangeBounds: Record<RangeFilterKey, { min: number; max?: number; step: number }> = {
  weekAcquired: { min: filterLimits.weekAcquired.min, step: 1 },
  level: { ...filterLimits.level, step: 1 },
  attack: filterLimits.attack,
  defense: filterLimits.defense,
};

/** A range bound the server accepts, or undefined: outside the bounds or off the step is dropped. */
export function validBound(key: RangeFilterKey, value: number | undefined): number | undefined {
  if (value === undefined || !Number.isInteger(value)) return undefined;
  const bounds = rangeBounds[key];
  if (value < bounds.min || (bounds.max !== undefined && value > bounds.max)) return undefined;
  return value % bounds.step === 0 ? value : undefined;
}

/** Filters without empty parts: no blank search, no empty list, no open range. */
export function compactFilters(filters: CollectionFilters): CollectionFilters {
  const compact: CollectionFilters = {};
  if (filters.textSearch && filters.textSearch.searchText.trim()) compact.textSearch = filters.textSearch;
  for (const key of includeFilterKeys) {
    const list = filters[key];
    if (list && list.items.length > 0) Object.assign(compact, { [key]: list });
  }
  for (const key of rangeFilterKeys) {
    const range = filters[key];
    const min = validBound(key, range?.min);
    const max = validBound(key, range?.max);
    if (min !== undefined || max !== undefined) compact[key] = { min, max };
  }
  return compact;
}

/** Whether any filter is set (the empty view then says no card matches, not "open your first packs"). */
export const hasFilters = (filters: CollectionFilters) => Object.keys(compactFilters(filters)).length > 0;

/** The filters with another search text (where it looks stays as chosen in the filter menu). */
export function withSearchText(filters: CollectionFilters, searchText: string): CollectionFilters {
  const location = filters.textSearch?.location ?? 'BOTH';
  return compactFilters({ ...filters, textSearch: { searchText, location } });
}
