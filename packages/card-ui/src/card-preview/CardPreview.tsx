import { useState, type ReactElement } from 'react';
import type { Card } from '@progression/contracts';
import { HoverPreview, mediaQuery } from '@progression/ui';
import { cardPreviewText, type CardFacts } from './card-facts';
import { CardPreviewBody } from './CardPreviewBody';
import { useLongPress } from './useLongPress';
import { useTapPreview } from './useTapPreview';

/** Below this width the preview opens above or below the card, with the small picture. */
const phoneQuery = mediaQuery.down('sm');
const isPhone = () => typeof window !== 'undefined' && !!window.matchMedia?.(phoneQuery).matches;

export interface CardPreviewProps {
  card: Card;
  facts?: CardFacts;
  /** The card's control or focusable figure (one element that accepts a ref). */
  children: ReactElement;
  /**
   * How a finger opens the preview: a long press (the default), or a tap where the card's long press does
   * something else (a deck slot's removes a copy, as a right-click does).
   */
  touch?: PreviewTouch;
}

export type PreviewTouch = 'long-press' | 'tap';

/**
 * The full card beside any card on screen: on hover, on keyboard focus and on a long press of a finger.
 * It sits beside the card (above or below it on a phone), closes with Escape or on leaving, never takes
 * the focus, and is announced as the card's description.
 */
export function CardPreview({ card, facts, children, touch = 'long-press' }: CardPreviewProps) {
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState(false);
  const openPreview = (next: boolean) => {
    if (next) setPhone(isPhone());
    setOpen(next);
  };
  const longPress = useLongPress(() => openPreview(true));
  const tap = useTapPreview(() => openPreview(true));
  return (
    <HoverPreview
      open={open}
      // Where a tap previews, what a finger's press brings by itself (a focus, the pointer leaving) neither
      // opens nor closes the preview: the tap opens it.
      onOpenChange={(next) => (touch === 'tap' && tap.fromTouch() ? undefined : openPreview(next))}
      side={phone ? 'bottom' : 'right'}
      label={cardPreviewText(card, facts)}
      triggerProps={touch === 'tap' ? tap.handlers : longPress}
      content={<CardPreviewBody card={card} facts={facts} compact={phone} />}
    >
      {children}
    </HoverPreview>
  );
}
