import type { SetCard } from '@progression/contracts';
import { CardImage, RarityChip, rarityName } from '@progression/card-ui';
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
  max-width: 140px;
`;

/**
 * A drafted printing: its picture (drawn when the image cannot load), its rarity written out as a chip (not
 * colour alone) and its printing code. It takes the keyboard's focus, as every card does, so a keyboard user
 * can go through the cards a pack or a stage gave.
 */
export function DraftedCard({ setCard }: { setCard: SetCard }) {
  return (
    <Figure tabIndex={0} aria-label={`${setCard.card.name}, ${rarityName(setCard.equivalentRarity)}`}>
      <CardImage card={setCard.card} size="small" decorative />
      <Caption>
        <RarityChip rarity={setCard.equivalentRarity} />
        <Muted size="xs">{setCard.printingCode}</Muted>
      </Caption>
    </Figure>
  );
}
