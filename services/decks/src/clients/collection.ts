import { ownedCardsResponse } from '@progression/contracts';
import { serviceClient } from '@progression/service-kit';
import type { Env } from '../env';

/** Ids one owned-cards call carries (the collection's limit). */
const idsPerCall = 1000;

/** What this service asks of the collection (service token). */
export interface CollectionClient {
  /** Copies of each listed card the player owns in the game (0 for a card they do not own). */
  owned(gameId: string, playerId: string, cardIds: string[]): Promise<Map<string, number>>;
}

export function collectionClient(env: Env): CollectionClient {
  const collection = serviceClient({
    baseUrl: env.COLLECTION_URL,
    serviceName: env.SERVICE_NAME,
    secret: env.SERVICE_SECRET,
  });
  return {
    async owned(gameId, playerId, cardIds) {
      const owned = new Map<string, number>();
      for (let start = 0; start < cardIds.length; start += idsPerCall) {
        const { owned: page } = await collection.post('/internal/collection/owned', ownedCardsResponse, {
          body: { gameId, playerId, cardIds: cardIds.slice(start, start + idsPerCall) },
        });
        for (const { cardId, quantity } of page) owned.set(cardId, quantity);
      }
      return owned;
    },
  };
}
