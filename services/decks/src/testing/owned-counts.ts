import { OwnedCount, ownedCountId } from '../models/owned-count';
import { fixtureCards, gameId, mtgGameId, otherGameId, players } from './fixtures';

type Counts = Iterable<readonly [cardId: string, owned: number]>;

/**
 * A player's counts as stored documents, as the `owned-counts` handler leaves them. They are inserted
 * lean (not cast or validated one by one): casting made the route matrices' resets most of their run time.
 */
function countDocuments(game: string, playerId: string, counts: Counts) {
  const now = new Date();
  return [...counts].map(([cardId, owned]) => ({
    _id: ownedCountId(game, playerId, cardId),
    gameId: game,
    playerId,
    cardId,
    owned,
    collectionVersion: 1,
    processedEvents: [] as string[],
    createdAt: now,
    updatedAt: now,
  }));
}

/** Replaces a player's counts in decks' own copy, as `collection.changed` events would have left them. */
export async function own(playerId: string, counts: Counts, game = gameId): Promise<void> {
  await OwnedCount.deleteMany({ gameId: game, playerId });
  const documents = countDocuments(game, playerId, counts);
  if (documents.length > 0) await OwnedCount.insertMany(documents, { lean: true });
}

/** What route tests start from: every player of the fixtures' games owns 3 of every fixture card. */
export async function ownThreeOfEveryCard(): Promise<void> {
  const everyCard = fixtureCards.map((card) => [card.id, 3] as const);
  const games = [gameId, otherGameId, mtgGameId];
  const playerIds = Object.values(players);
  await OwnedCount.deleteMany({ gameId: { $in: games }, playerId: { $in: playerIds } });
  await OwnedCount.insertMany(
    games.flatMap((game) => playerIds.flatMap((player) => countDocuments(game, player, everyCard))),
    { lean: true },
  );
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
