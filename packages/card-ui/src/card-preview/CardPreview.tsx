import { useState, type ReactElement } from 'react';
import type { Card } from '@progression/contracts';
import { HoverPreview, mediaQuery } from '@progression/ui';
import { cardPreviewText, type CardFacts } from './card-facts';
import { CardPreviewBody } from './CardPreviewBody';
import { useLongPress } from './useLongPress';

/** Below this width the preview opens above or below the card, with the small picture. */
const phoneQuery = mediaQuery.down('sm');
const isPhone = () => typeof window !== 'undefined' && !!window.matchMedia?.(phoneQuery).matches;

export interface CardPreviewProps {
  card: Card;
  facts?: CardFacts;
  /** The card's control or focusable figure (one element that accepts a ref). */
  children: ReactElement;
}

/**
 * The full card beside any card on screen: on hover, on keyboard focus and on a long press of a finger.
 * It sits beside the card (above or below it on a phone), closes with Escape or on leaving, never takes
 * the focus, and is announced as the card's description.
 */
export function CardPreview({ card, facts, children }: CardPreviewProps) {
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState(false);
  const openPreview = (next: boolean) => {
    if (next) setPhone(isPhone());
    setOpen(next);
  };
  const longPress = useLongPress(() => openPreview(true));
  return (
    <HoverPreview
      open={open}
      onOpenChange={openPreview}
      side={phone ? 'bottom' : 'right'}
      label={cardPreviewText(card, facts)}
      triggerProps={longPress}
      content={<CardPreviewBody card={card} facts={facts} compact={phone} />}
    >
      {children}
    </HoverPreview>
  );
}
