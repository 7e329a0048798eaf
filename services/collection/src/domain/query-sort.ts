import type { CollectionSort } from '@progression/contracts';
import type { QueryableEntry } from './matches-filters';

type Compare = (a: QueryableEntry, b: QueryableEntry) => number;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Numbers ascending; a missing value sorts lowest. */
const byNumber = (a: number | null, b: number | null) => (a ?? -1) - (b ?? -1);

/** Copies a card may be played under a banlist (unlisted: 3, unlimited), for the LIMIT sort. */
export const unlimitedCopies = 3;

/** The order of each category, ascending; LIMIT reads the active week's banlist. */
function categoryOrder(category: CollectionSort['category'], limits: ReadonlyMap<string, number>): Compare {
  switch (category) {
    case 'NAME':
      return () => 0; // the tie-break is the name
    case 'RARITY':
      return (a, b) => a.rarityRank - b.rarityRank;
    case 'LIMIT':
      return (a, b) => (limits.get(a.cardId) ?? unlimitedCopies) - (limits.get(b.cardId) ?? unlimitedCopies);
    case 'TYPE':
      return (a, b) => byText(a.typeCode ?? '', b.typeCode ?? '');
    case 'QUANTITY':
      return (a, b) => a.quantity - b.quantity;
    case 'WEEK_ACQUIRED':
      return (a, b) => a.weekAcquired - b.weekAcquired;
    case 'LEVEL':
      return (a, b) => byNumber(a.level, b.level);
    case 'ATTACK':
      return (a, b) => byNumber(a.attack, b.attack);
    case 'DEFENSE':
      return (a, b) => byNumber(a.defense, b.defense);
    case 'DEFAULT':
      // Monsters, spells, traps, then the rest; by name within each.
      return (a, b) => a.kindRank - b.kindRank;
  }
}

/**
 * The comparator of a sort: its category in its direction, ties broken by name then card id. The
 * tie-break is ascending whatever the direction, except for NAME, which is the name in its direction; so
 * every order is total and pages by offset neither overlap nor leave gaps.
 */
export function compareEntries(sort: CollectionSort, limits: ReadonlyMap<string, number>): Compare {
  const sign = sort.direction === 'DESCENDING' ? -1 : 1;
  const order = categoryOrder(sort.category, limits);
  const nameSign = sort.category === 'NAME' ? sign : 1;
  return (a, b) =>
    sign * order(a, b) || nameSign * byText(a.nameKey, b.nameKey) || byText(a.cardId, b.cardId);
}
