import type { CardGridSize, SetCard } from '@progression/contracts';
import { rarityName } from '@progression/card-ui';
import { cardImageSize } from '@progression/contracts';
import { draftsTexts } from '@progression/contracts/texts/drafts';
import styled, { css } from 'styled-components';
import { DraftedCard, type PullFacts } from '../../shared/DraftedCard';

const Slot = styled.li<{ $width: number }>`
  list-style: none;
  perspective: 800px;
  min-width: ${({ $width }) => $width}px;
`;

const Inner = styled.div<{ $faceUp: boolean }>`
  position: relative;
  display: grid;
  transform-style: preserve-3d;
  transition: transform 300ms ease;
  ${({ $faceUp }) =>
    $faceUp &&
    css`
      transform: rotateY(180deg);
    `}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Face = styled.div`
  grid-area: 1 / 1;
  backface-visibility: hidden;
`;

const Front = styled(Face)`
  transform: rotateY(180deg);
`;

// The back of a card: the same size as the picture, a pattern rather than any card's data.
const Back = styled(Face)<{ $width: number; $height: number }>`
  width: ${({ $width }) => $width}px;
  height: ${({ $height }) => $height}px;
  border-radius: 6px;
  border: 3px solid ${({ theme }) => theme.palette.border.strong};
  background:
    radial-gradient(circle at 50% 50%, ${({ theme }) => theme.palette.primary.main} 0 22%, transparent 23%),
    repeating-linear-gradient(
      45deg,
      ${({ theme }) => theme.palette.primary.soft} 0 8px,
      ${({ theme }) => theme.palette.surfaceSunken} 8px 16px
    );
`;

/** One card of a pack: face down until flipped, then its picture, rarity, and New and copies owned when known. */
export function FlipCard({
  setCard,
  faceUp,
  pull,
  size,
}: {
  setCard: SetCard | undefined;
  faceUp: boolean;
  /** New and copies owned, when the opener knows them. */
  pull?: PullFacts;
  /** The player's card size (the card size control), face down as face up. */
  size: CardGridSize;
}) {
  const shown = faceUp && setCard !== undefined;
  const { width, height } = cardImageSize(size);
  return (
    <Slot
      $width={width}
      aria-label={
        shown ? `${setCard.card.name}, ${rarityName(setCard.equivalentRarity)}` : draftsTexts.faceDownCard
      }
    >
      <Inner $faceUp={shown}>
        <Back aria-hidden $width={width} $height={height} />
        <Front aria-hidden={!shown}>
          {shown && <DraftedCard setCard={setCard} pull={pull} size={size} />}
        </Front>
      </Inner>
    </Slot>
  );
}
