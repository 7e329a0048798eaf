import { useState } from 'react';
import styled from 'styled-components';
import { cardImageSize, type Card, type CardImageSize } from '@progression/contracts';
import { DrawnCard } from './DrawnCard';

const Picture = styled.img`
  display: block;
  object-fit: cover;
  border-radius: 4%;
  background: ${({ theme }) => theme.palette.surfaceSunken};
`;

export interface CardImageProps {
  card: Card;
  /** Spec sizes on the 200 x 140 px base: small 0.75, medium 1, large 2, xLarge 2.5 high by 3.5 wide. */
  size?: CardImageSize;
  className?: string;
  /**
   * The picture inside a control or figure that already names the card: hidden from assistive technology,
   * so the control's name is its own (a drawn card's text would otherwise be read as part of it).
   */
  decorative?: boolean;
}

/**
 * A card's picture at one of the spec's sizes, loaded lazily. Grid sizes use the small picture, large
 * sizes the full one. When the picture cannot load (offline, not cached yet) the card is drawn from its
 * data instead, so the page stays usable without images.
 */
export function CardImage({ card, size = 'medium', className, decorative = false }: CardImageProps) {
  const { width, height } = cardImageSize(size);
  const src = size === 'small' || size === 'medium' ? card.smallImageUrl : card.largeImageUrl;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src || failedSrc === src) {
    return (
      <div className={className} aria-hidden={decorative || undefined}>
        <DrawnCard card={card} width={width} height={height} />
      </div>
    );
  }
  return (
    <Picture
      className={className}
      src={src}
      alt={decorative ? '' : card.name}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
