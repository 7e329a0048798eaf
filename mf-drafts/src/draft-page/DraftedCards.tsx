import { cardImageSize, equivalentRarityInfo, type SetCard } from '@progression/contracts';
import { CardGrid } from '@progression/card-ui';
import { DraftedCard } from '../shared/DraftedCard';

/** Highest rarity first, then by name: the pulls worth seeing come first. */
const byRarity = (a: SetCard, b: SetCard) =>
  equivalentRarityInfo[b.equivalentRarity].rank - equivalentRarityInfo[a.equivalentRarity].rank ||
  a.card.name.localeCompare(b.card.name);

/** Drafted cards in a grid, rarest first. */
export function DraftedCards({ cards, label }: { cards: readonly SetCard[]; label: string }) {
  // A printing can be pulled more than once: each pull keeps its own key.
  const pulls = [...cards].sort(byRarity).map((card, index) => ({ card, key: `${card.id}-${index}` }));
  return (
    <CardGrid
      label={label}
      itemWidth={cardImageSize('small').width}
      items={pulls}
      getKey={(pull) => pull.key}
      renderItem={(pull) => <DraftedCard setCard={pull.card} />}
    />
  );
}
