import { messages, type CardGridSize, type SetCard } from '@progression/contracts';
import { CardImage, CardPreview, NewCardChip, RarityChip, rarityName } from '@progression/card-ui';
import { Muted } from '@progression/ui';
import styled from 'styled-components';

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: 2px;
  }
`;

const Caption = styled.figcaption`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  max-width: 100%;
`;

const Badges = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
`;

/** What the opener knows of a pulled card: copies owned after it, and whether it is new to the player. */
export interface PullFacts {
  owned: number;
  isNew: boolean;
}

/**
 * A drafted printing: its picture (drawn when the image cannot load), its rarity written out as a chip (not
 * colour alone) and its printing code, with "New" and the copies owned when the opener knows them. It takes
 * the keyboard's focus, as every card does, and shows its preview on hover, focus or a long press.
 */
export function DraftedCard({
  setCard,
  pull,
  size = 'small',
}: {
  setCard: SetCard;
  pull?: PullFacts;
  size?: CardGridSize;
}) {
  const name = [setCard.card.name, rarityName(setCard.equivalentRarity)];
  if (pull?.isNew) name.push(messages.cards.newCard);
  if (pull) name.push(messages.cards.owned(pull.owned));
  return (
    <CardPreview card={setCard.card} facts={{ rarity: setCard.equivalentRarity, ...pull }}>
      <Figure tabIndex={0} aria-label={name.join(', ')}>
        <CardImage card={setCard.card} size={size} decorative />
        <Caption>
          <Badges>
            {pull?.isNew && <NewCardChip />}
            <RarityChip rarity={setCard.equivalentRarity} />
          </Badges>
          {pull && <Muted size="xs">{messages.cards.owned(pull.owned)}</Muted>}
          <Muted size="xs">{setCard.printingCode}</Muted>
        </Caption>
      </Figure>
    </CardPreview>
  );
}
