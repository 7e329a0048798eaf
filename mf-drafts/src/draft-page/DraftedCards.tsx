import { cardImageSize, equivalentRarityInfo, type SetCard } from '@progression/contracts';
import { CardGrid } from '@progression/card-ui';
import { useCardSize } from '@progression/platform';
import { DraftedCard, type PullFacts } from '../shared/DraftedCard';

/** Highest rarity first, then by name: the pulls worth seeing come first. */
const byRarity = (a: SetCard, b: SetCard) =>
  equivalentRarityInfo[b.equivalentRarity].rank - equivalentRarityInfo[a.equivalentRarity].rank ||
  a.card.name.localeCompare(b.card.name);

/** Drafted cards in a grid, rarest first, at the player's card size. */
export function DraftedCards({
  cards,
  pulls: facts,
  label,
}: {
  cards: readonly SetCard[];
  /** New and copies owned of each card, in the order of `cards`, when known. */
  pulls?: readonly PullFacts[];
  label: string;
}) {
  const [size] = useCardSize();
  // A printing can be pulled more than once: each pull keeps its own key.
  const pulls = cards
    .map((card, index) => ({ card, key: `${card.id}-${index}`, facts: facts?.[index] }))
    .sort((a, b) => byRarity(a.card, b.card));
  return (
    <CardGrid
      label={label}
      itemWidth={cardImageSize(size).width}
      items={pulls}
      getKey={(pull) => pull.key}
      renderItem={(pull) => <DraftedCard setCard={pull.card} pull={pull.facts} size={size} />}
    />
  );
}
