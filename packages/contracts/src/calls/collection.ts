import { ownedCardsPayload, ownedCardsResponse } from '../api/collection';
import { defineCall } from './define';

/** What other services ask of the collection service. */
export const collectionCalls = {
  /** Copies of each listed card a player owns in a game, 0 for a card they do not own (at most 1000 ids). */
  owned: defineCall({
    method: 'POST',
    path: '/internal/collection/owned',
    body: ownedCardsPayload,
    reply: ownedCardsResponse,
  }),
};
