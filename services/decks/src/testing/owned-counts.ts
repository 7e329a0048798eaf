import { OwnedCount, ownedCountId } from '../models/owned-count';
import { fixtureCards, gameId, mtgGameId, otherGameId, players } from './fixtures';

/** Replaces a player's counts in decks' own copy, as `collection.changed` events would have left them. */
export async function own(
  playerId: string,
  counts: Iterable<readonly [cardId: string, owned: number]>,
  game = gameId,
): Promise<void> {
  await OwnedCount.deleteMany({ gameId: game, playerId });
  const documents = [...counts].map(([cardId, owned]) => ({
    _id: ownedCountId(game, playerId, cardId),
    gameId: game,
    playerId,
    cardId,
    owned,
    collectionVersion: 1,
  }));
  if (documents.length > 0) await OwnedCount.insertMany(documents);
}

/** What route tests start from: every player of the fixtures' games owns 3 of every fixture card. */
export async function ownThreeOfEveryCard(): Promise<void> {
  const everyCard = fixtureCards.map((card) => [card.id, 3] as const);
  for (const game of [gameId, otherGameId, mtgGameId])
    for (const player of Object.values(players)) await own(player, everyCard, game);
}

/**
 * Runs `meanwhile` (a save landing) just before the next read of owned counts, between a handler's read
 * of the decks and its write of their validity.
 */
export function beforeNextOwnedRead(meanwhile: () => Promise<unknown>): void {
  const find = OwnedCount.find;
  OwnedCount.find = ((...args: Parameters<typeof find>) => {
    OwnedCount.find = find;
    return find.apply(OwnedCount, args).pre(async () => {
      await meanwhile();
    });
  }) as typeof find;
}
