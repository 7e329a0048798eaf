import { OwnedCountModel, type StoredOwnedCount } from '../../models/owned-count';
import type { StoredTable } from '../../models/draft-table';
import type { CollectionCounts } from './rules';

/**
 * The copies each seated player owns of a card, for the auto-pick's "owns fewest" rule: drafts' copy of
 * the collection (kept from `collection.changed`, handler owned-counts). Bots own nothing. Read only by
 * the deadline sweep: bots pick for no collection.
 */
export async function collectionCounts(
  table: Pick<StoredTable, 'gameId' | 'seats' | 'packs'>,
): Promise<CollectionCounts> {
  const playerIds = table.seats.flatMap((seat) => (seat.playerId ? [seat.playerId] : []));
  // Only the table's cards: a player's whole collection may hold thousands.
  const cardIds = [...new Set(table.packs.flatMap((pack) => pack.cards.map((card) => card.cardId)))];
  const counts = playerIds.length
    ? await OwnedCountModel.find(
        { gameId: table.gameId, playerId: { $in: playerIds }, cardId: { $in: cardIds }, owned: { $gt: 0 } },
        { playerId: 1, cardId: 1, owned: 1 },
      ).lean<StoredOwnedCount[]>()
    : [];
  const byPlayer = new Map<string, Map<string, number>>();
  for (const count of counts) {
    const owned = byPlayer.get(count.playerId) ?? new Map<string, number>();
    owned.set(count.cardId, count.owned);
    byPlayer.set(count.playerId, owned);
  }
  return (seat) => {
    const owned = seat.playerId ? byPlayer.get(seat.playerId) : undefined;
    return (cardId) => owned?.get(cardId) ?? 0;
  };
}
