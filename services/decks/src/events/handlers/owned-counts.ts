import { applyOwnedCountChange, defineHandler } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { rejudgeHolders } from '../../domain/deck-store';
import { OwnedCount } from '../../models/owned-count';

/**
 * Decks' own owned counts, kept from collection's `collection.changed` (a card's count only from a newer
 * version of the player's collection), then the player's decks holding a changed card judged again. Both
 * writes carry the event id, and judging reads the counts as they are now, so a rerun after a crash
 * finishes what the first run began and a redelivery changes nothing.
 */
export const ownedCounts = (clients: Clients) =>
  defineHandler({
    name: 'owned-counts',
    events: ['collection.changed'],
    async handle(event) {
      await applyOwnedCountChange(OwnedCount, event);
      const { gameId, playerId, cards } = event.data;
      await rejudgeHolders(
        clients,
        event.id,
        { gameId, playerId },
        cards.map((card) => card.cardId),
      );
    },
  });
