import type { CollectionCounts, SeatRecord } from './rules';

/**
 * The copies each seated player owns of a card, for the auto-pick's "owns fewest" rule. The drafts
 * service keeps no copy of collections yet, so this counts 0 and the rule counts the picks made at the
 * table (see rules.ts `ownedBy`).
 */
export async function collectionCounts(
  _gameId: string,
  _seats: readonly SeatRecord[],
): Promise<CollectionCounts> {
  return () => () => 0;
}
