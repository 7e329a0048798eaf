import { useId } from 'react';
import styled from 'styled-components';
import { cardImageSize, type SetCard } from '@progression/contracts';
import { Heading, Muted } from '@progression/ui';
import { CardImage } from '../card-image/CardImage';
import { CardGrid } from '../card-grid/CardGrid';
import { RarityChip, rarityName } from '../rarity/RarityChip';
import { distinctCards } from '../sets/distinct-cards';
import { groupByRarity, type RarityGroup } from '../sets/group-by-rarity';

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
`;

const GroupHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(3)};
`;

const Printing = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  max-width: 100%;

  figcaption {
    display: grid;
    max-width: 100%;
    text-align: center;
  }
`;

function RaritySection({ group, width }: { group: RarityGroup; width?: number }) {
  const headingId = useId();
  const name = rarityName(group.rarity);
  return (
    <section aria-labelledby={headingId}>
      <GroupHeader>
        <RarityChip rarity={group.rarity} />
        <Heading level={3} look={5} id={headingId}>
          {name} ({group.cards.length})
        </Heading>
      </GroupHeader>
      <CardGrid
        items={group.cards}
        getKey={(printing) => printing.id}
        label={`${name} cards`}
        itemWidth={cardImageSize('medium').width}
        width={width}
        renderItem={(printing) => (
          <Printing>
            <CardImage card={printing.card} size="medium" />
            <figcaption>
              <Muted as="span" size="xs" truncate>
                {printing.card.name}
              </Muted>
            </figcaption>
          </Printing>
        )}
      />
    </section>
  );
}

export interface SetCardsByRarityProps {
  cards: readonly SetCard[];
  /** Width the card grids lay out for; measured when left out. */
  width?: number;
}

/** A set's cards grouped by rarity, rarest first, each card once per rarity, each group a card grid. */
export function SetCardsByRarity({ cards, width }: SetCardsByRarityProps) {
  const groups = groupByRarity(distinctCards(cards));
  if (groups.length === 0) return <Muted>This set has no cards.</Muted>;
  return (
    <Groups>
      {groups.map((group) => (
        <RaritySection key={group.rarity} group={group} width={width} />
      ))}
    </Groups>
  );
}
