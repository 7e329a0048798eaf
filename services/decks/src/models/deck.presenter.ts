import type { Deck as DeckView } from '@progression/contracts';
import type { DeckRecord } from './deck';

/** A deck as clients see it: `id` for `_id`, `updated` for the last save. */
export function presentDeck(deck: DeckRecord): DeckView {
  return {
    id: String(deck._id),
    gameId: deck.gameId,
    playerId: deck.playerId,
    name: deck.name,
    updated: deck.updatedAt.toISOString(),
    valid: deck.valid,
    reasons: [...deck.reasons],
    cards: deck.cards.map(({ cardId, quantity, zone }) => ({ cardId, quantity, zone })),
  };
}
