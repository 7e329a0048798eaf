import { z } from 'zod';
import { filterLimits } from '../constants';
import { count } from '../primitives';
import { equivalentRarity } from './rarity';
import { attribute, card, cardKind, monsterCardType, monsterRace, spellType, trapType } from './card';

/** A card the player owns and how many copies. */
export const collectionItem = z.object({
  card,
  quantity: z.number().int().min(0),
  /** First week a copy was acquired. */
  weekAcquired: count.optional(),
  /** The rarest equivalent rarity among the copies owned (absent: none known, e.g. a wildcard). */
  rarity: equivalentRarity.optional(),
  /** Copies the active week's banlist allows (absent: unlimited). */
  limit: z.number().int().min(0).max(2).optional(),
});
export type CollectionItem = z.infer<typeof collectionItem>;

export const collectionSortCategories = [
  'NAME',
  'RARITY',
  'LIMIT',
  'TYPE',
  'QUANTITY',
  'WEEK_ACQUIRED',
  'LEVEL',
  'ATTACK',
  'DEFENSE',
  'DEFAULT',
] as const;
export const collectionSortCategory = z.enum(collectionSortCategories);
export type CollectionSortCategory = z.infer<typeof collectionSortCategory>;

export const sortDirections = ['ASCENDING', 'DESCENDING'] as const;
export const sortDirection = z.enum(sortDirections);
export type SortDirection = z.infer<typeof sortDirection>;

export const collectionSort = z.object({ category: collectionSortCategory, direction: sortDirection });
export type CollectionSort = z.infer<typeof collectionSort>;

/** Where the text search looks. */
export const textSearchLocations = ['CARD_TITLE', 'CARD_TEXT', 'BOTH'] as const;
export const textSearchLocation = z.enum(textSearchLocations);
export type TextSearchLocation = z.infer<typeof textSearchLocation>;

/** Longest search text accepted: longer than any card name, short enough to keep a query cheap. */
export const maxSearchTextLength = 200;

export const textSearch = z.object({
  searchText: z.string().max(maxSearchTextLength),
  location: textSearchLocation.default('BOTH'),
});
export type TextSearch = z.infer<typeof textSearch>;

/** OR: a card matches any listed item; AND: it must match all of them (for multi-valued fields). */
export const includeTypes = ['AND', 'OR'] as const;
export const includeType = z.enum(includeTypes);
export type IncludeType = z.infer<typeof includeType>;

/** Items one include list may hold: more than any list of values it chooses from (26 races). */
export const maxIncludeItems = 30;

const includeList = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item).max(maxIncludeItems), type: includeType.default('OR') });

/** An inclusive range; a missing bound is open. */
const range = (min: number, max: number, step = 1) => {
  const bound = z.number().int().min(min).max(max).multipleOf(step);
  return z.object({ min: bound.optional(), max: bound.optional() });
};

export const collectionFilters = z.object({
  textSearch: textSearch.optional(),
  cardType: includeList(cardKind).optional(),
  attribute: includeList(attribute).optional(),
  monsterCardType: includeList(monsterCardType).optional(),
  monsterType: includeList(monsterRace).optional(),
  spellType: includeList(spellType).optional(),
  trapType: includeList(trapType).optional(),
  weekAcquired: range(filterLimits.weekAcquired.min, Number.MAX_SAFE_INTEGER).optional(),
  level: range(filterLimits.level.min, filterLimits.level.max).optional(),
  attack: range(filterLimits.attack.min, filterLimits.attack.max, filterLimits.attack.step).optional(),
  defense: range(filterLimits.defense.min, filterLimits.defense.max, filterLimits.defense.step).optional(),
});
export type CollectionFilters = z.infer<typeof collectionFilters>;

/** The collection query: sort and filters. */
export const collectionQuery = z.object({
  sort: collectionSort.default({ category: 'DEFAULT', direction: 'ASCENDING' }),
  filters: collectionFilters.default({}),
});
export type CollectionQuery = z.infer<typeof collectionQuery>;
