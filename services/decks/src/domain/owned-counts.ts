import { OwnedCount, ownedCountId } from '../models/owned-count';

/** Copies of each listed card the player owns in the game, from decks' own counts (0 for a card never seen). */
export async function ownedCounts(
  gameId: string,
  playerId: string,
  cardIds: string[],
): Promise<Map<string, number>> {
  const counts = await OwnedCount.find(
    { _id: { $in: cardIds.map((cardId) => ownedCountId(gameId, playerId, cardId)) } },
    { cardId: 1, owned: 1 },
  ).lean();
  const owned = new Map(counts.map((count) => [count.cardId, count.owned]));
  return new Map(cardIds.map((cardId) => [cardId, owned.get(cardId) ?? 0]));
}
