import type { CatalogClient } from '../clients/catalog';
import { Grant } from '../models/grant';
import { recountEntries } from '../domain/recount-entries';

type SeedCard = [cardId: string, quantity: number, setCardId?: string | null, rarity?: string | null];

/** Records one grant of cards to a player as the event handler would, and recounts the entries. */
export async function seedGrant(
  catalog: CatalogClient,
  grant: { id: string; gameId: string; playerId: string; week: number; draftId?: string; rewardId?: string },
  cards: SeedCard[],
): Promise<void> {
  await Grant.create({
    _id: grant.id,
    gameId: grant.gameId,
    playerId: grant.playerId,
    source: grant.rewardId ? 'REWARD' : 'DRAFT',
    draftId: grant.draftId ?? null,
    rewardId: grant.rewardId ?? null,
    week: grant.week,
    cards: cards.map(([cardId, quantity, setCardId = null, rarity = null]) => ({
      cardId,
      quantity,
      setCardId,
      rarity,
    })),
  });
  await recountEntries(
    catalog,
    grant.gameId,
    grant.playerId,
    cards.map(([cardId]) => cardId),
  );
}
