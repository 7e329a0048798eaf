import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import type { Card, CardImageSize } from '@progression/contracts';
import { CardImage } from '../card-image/CardImage';
import { CardPreview, type PreviewTouch } from '../card-preview/CardPreview';
import type { CardFacts } from '../card-preview/card-facts';

const Root = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(0.5)};
`;

const Caption = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  max-width: 100%;
  min-width: 0;
  text-align: center;
`;

/**
 * The control of a card tile: it covers the whole tile (a tap anywhere on the card is on it), has no text
 * of its own and is named by its `aria-label`, pressed or outlined when chosen, ringed when focused.
 */
export const CardTileButton = styled.button`
  position: absolute;
  inset: 0;
  z-index: 1;
  width: 100%;
  height: 100%;
  margin: 0;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.palette.primary.main};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: 2px;
  }
`;

export interface CardTileProps {
  card: Card;
  size?: CardImageSize;
  /** What shows under the picture (name, copies, rarity): for the eye, the control's name says it all. */
  caption?: ReactNode;
  /** The tile's control, a `CardTileButton` (or one styled from it) with an `aria-label`. */
  children: ReactElement;
  /** What the page knows beside the card (rarity, copies owned, banlist), shown in its preview. */
  facts?: CardFacts;
  /** How a finger opens the preview (see `CardPreview`). */
  touchPreview?: PreviewTouch;
  className?: string;
}

/**
 * A card in a grid that does something (choose it, show it, add or remove a copy): its picture and caption
 * with one control over them. The picture and caption are hidden from assistive technology and sit outside
 * the control, so its name is exactly its label (starting with the card's name, as a voice user says it),
 * never mixed with the small print of a card drawn without its image. Hovering, focusing or long-pressing
 * the control shows the card's preview.
 */
export function CardTile({
  card,
  size = 'small',
  caption,
  children,
  facts,
  touchPreview,
  className,
}: CardTileProps) {
  return (
    <Root className={className}>
      <CardImage card={card} size={size} decorative />
      {caption && <Caption aria-hidden>{caption}</Caption>}
      <CardPreview card={card} facts={facts} touch={touchPreview}>
        {children}
      </CardPreview>
    </Root>
  );
}
