import {
  collectionFilters,
  collectionSortCategory,
  sortDirection,
  textSearchLocation,
  type CollectionFilters,
} from '@progression/contracts';
import type { CollectionView } from '@progression/api-client';
import { compactFilters, defaultSort, includeFilterKeys, rangeFilterKeys } from '@progression/card-ui';

const numberOf = (text: string | null) => (text === null || text === '' ? undefined : Number(text));

/**
 * The view a page URL describes (`?sort=NAME&dir=DESCENDING&q=dragon&in=CARD_TITLE&cardType=SPELL,TRAP
 * &cardType.mode=AND&attack.min=1000`). Anything the server would refuse is left out, so a hand-edited
 * or old link still shows a page.
 */
export function viewFromParams(params: URLSearchParams): CollectionView {
  const category = collectionSortCategory.safeParse(params.get('sort'));
  const direction = sortDirection.safeParse(params.get('dir'));
  const filters: CollectionFilters = {};
  const text = params.get('q');
  if (text) {
    const location = textSearchLocation.safeParse(params.get('in'));
    filters.textSearch = { searchText: text, location: location.success ? location.data : 'BOTH' };
  }
  for (const key of includeFilterKeys) {
    const items = params.get(key)?.split(',').filter(Boolean) ?? [];
    if (items.length === 0) continue;
    const type = params.get(`${key}.mode`) === 'AND' ? 'AND' : 'OR';
    const parsed = collectionFilters.shape[key].safeParse({ items, type });
    if (parsed.success && parsed.data) Object.assign(filters, { [key]: parsed.data });
  }
  for (const key of rangeFilterKeys) {
    filters[key] = { min: numberOf(params.get(`${key}.min`)), max: numberOf(params.get(`${key}.max`)) };
  }
  return {
    sort: {
      category: category.success ? category.data : defaultSort.category,
      direction: direction.success ? direction.data : defaultSort.direction,
    },
    filters: compactFilters(filters),
  };
}

/** The URL parameters of a view (defaults left out, so the plain page has a plain URL). */
export function paramsOfView(view: CollectionView, keep?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  // Parameters that are not the view's (e.g. the admin's playerId) stay as they are.
  const viewKeys = new Set(['sort', 'dir', 'q', 'in']);
  for (const key of includeFilterKeys) viewKeys.add(key).add(`${key}.mode`);
  for (const key of rangeFilterKeys) viewKeys.add(`${key}.min`).add(`${key}.max`);
  keep?.forEach((value, key) => {
    if (!viewKeys.has(key)) params.append(key, value);
  });
  if (view.sort.category !== defaultSort.category) params.set('sort', view.sort.category);
  if (view.sort.direction !== defaultSort.direction) params.set('dir', view.sort.direction);
  const filters = compactFilters(view.filters);
  if (filters.textSearch) {
    params.set('q', filters.textSearch.searchText);
    if (filters.textSearch.location !== 'BOTH') params.set('in', filters.textSearch.location);
  }
  for (const key of includeFilterKeys) {
    const list = filters[key];
    if (!list) continue;
    params.set(key, list.items.join(','));
    if (list.type === 'AND') params.set(`${key}.mode`, 'AND');
  }
  for (const key of rangeFilterKeys) {
    const range = filters[key];
    if (range?.min !== undefined) params.set(`${key}.min`, String(range.min));
    if (range?.max !== undefined) params.set(`${key}.max`, String(range.max));
  }
  return params;
}
