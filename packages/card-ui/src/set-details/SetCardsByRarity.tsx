import { useId } from 'react';
import styled from 'styled-components';
import { cardImageSize, type SetCard } from '@progression/contracts';
import { cardsTexts } from '@progression/contracts/texts/cards';
import { Heading, Muted } from '@progression/ui';
import { CardImage } from '../card-image/CardImage';
import { CardGrid } from '../card-grid/CardGrid';
import { CardPreview } from '../card-preview/CardPreview';
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
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: 2px;
  }

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
        label={cardsTexts.cards(name)}
        itemWidth={cardImageSize('medium').width}
        width={width}
        renderItem={(printing) => (
          // Every card takes the keyboard's focus, which shows its preview (its text, stats and rarity).
          <CardPreview card={printing.card} facts={{ rarity: printing.equivalentRarity }}>
            <Printing tabIndex={0} aria-label={printing.card.name}>
              <CardImage card={printing.card} size="medium" />
              <figcaption>
                <Muted as="span" size="xs" truncate>
                  {printing.card.name}
                </Muted>
              </figcaption>
            </Printing>
          </CardPreview>
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
  if (groups.length === 0) return <Muted>{cardsTexts.thisSetHasNoCards}</Muted>;
  return (
    <Groups>
      {groups.map((group) => (
        <RaritySection key={group.rarity} group={group} width={width} />
      ))}
    </Groups>
  );
}
