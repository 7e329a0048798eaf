import {
  equivalentRaritiesByRankDescending,
  type EquivalentRarity,
  type SetCard,
} from '@progression/contracts';

/** The printings of one rarity in a set. */
export interface RarityGroup {
  rarity: EquivalentRarity;
  cards: SetCard[];
}

/** A set's cards grouped by equivalent rarity, rarest first, each group by card name; empty groups left out. */
export function groupByRarity(cards: readonly SetCard[]): RarityGroup[] {
  return equivalentRaritiesByRankDescending
    .map((rarity) => ({
      rarity,
      cards: cards
        .filter((setCard) => setCard.equivalentRarity === rarity)
        .sort((a, b) => a.card.name.localeCompare(b.card.name)),
    }))
    .filter((group) => group.cards.length > 0);
}
