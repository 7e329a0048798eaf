import { messages, type SetCard } from '@progression/contracts';
import { groupByRarity, rarityName } from '@progression/card-ui';
import { Text } from '@progression/ui';
import type { PullFacts } from '../../shared/DraftedCard';

/** The cards a pack or a stage gave, counted by rarity, rarest first, with how many are new when known. */
export function PullSummary({
  title,
  cards,
  facts,
}: {
  title: string;
  cards: readonly SetCard[];
  facts?: readonly PullFacts[];
}) {
  const counts = groupByRarity(cards).map((group) =>
    messages.cards.rarityCount(group.cards.length, rarityName(group.rarity)),
  );
  const fresh = facts?.filter((pull) => pull.isNew).length;
  if (fresh !== undefined) counts.push(messages.cards.newCount(fresh));
  return (
    <Text>
      <Text as="strong" weight="semibold">
        {title}:
      </Text>{' '}
      {counts.join(', ')}
    </Text>
  );
}
