import type { CollectionSort } from '@progression/contracts';

/** The entry field each sort category orders by; LIMIT is the banlist's, sorted in memory (see query). */
const sortFields: Record<Exclude<CollectionSort['category'], 'LIMIT'>, string> = {
  NAME: 'nameKey',
  RARITY: 'rarityRank',
  TYPE: 'typeCode',
  QUANTITY: 'quantity',
  WEEK_ACQUIRED: 'weekAcquired',
  LEVEL: 'level',
  ATTACK: 'attack',
  DEFENSE: 'defense',
  // Monsters, spells, traps, then the rest; by name within each.
  DEFAULT: 'kindRank',
};

/**
 * The Mongo sort of a category and direction, ties broken by name then card id (always ascending), so
 * every order is total and pages by offset neither overlap nor leave gaps.
 */
export function mongoSort(sort: CollectionSort & { category: Exclude<CollectionSort['category'], 'LIMIT'> }) {
  const direction = sort.direction === 'DESCENDING' ? -1 : 1;
  const field = sortFields[sort.category];
  if (field === 'nameKey') return { nameKey: direction, cardId: 1 } as Record<string, 1 | -1>;
  return { [field]: direction, nameKey: 1, cardId: 1 } as Record<string, 1 | -1>;
}

/** Copies a card may be played under a banlist (unlisted: 3, unlimited), for the LIMIT sort. */
export const unlimitedCopies = 3;

/** Compares two entries by banlist limit in a direction, then by name and card id ascending. */
export function compareByLimit(
  limits: ReadonlyMap<string, number>,
  direction: CollectionSort['direction'],
): (a: { cardId: string; nameKey: string }, b: { cardId: string; nameKey: string }) => number {
  const sign = direction === 'DESCENDING' ? -1 : 1;
  const limitOf = (cardId: string) => limits.get(cardId) ?? unlimitedCopies;
  return (a, b) =>
    sign * (limitOf(a.cardId) - limitOf(b.cardId)) ||
    (a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : 0) ||
    (a.cardId < b.cardId ? -1 : a.cardId > b.cardId ? 1 : 0);
}
