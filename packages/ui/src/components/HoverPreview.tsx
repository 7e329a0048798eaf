import {
  cloneElement,
  type DOMAttributes,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { radixHoverPreview, useDeferredModule } from '../radix/load';
import { afterOwnHandlers, useFocusKept, useWithRef } from '../radix/stand-in';

export interface HoverPreviewProps {
  /** What shows; hidden from assistive technology, which hears `label` instead. */
  content: ReactNode;
  /** The preview as plain text, announced as the trigger's description. */
  label: string;
  /** One focusable element that accepts a ref: the preview shows on its hover and keyboard focus. */
  children: ReactElement;
  /** Controlled opening (e.g. a long press on a touch screen opens it too). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayMs?: number;
  /** More handlers on the trigger, called before the preview's own (e.g. a long press). */
  triggerProps?: DOMAttributes<HTMLElement>;
}

/**
 * A larger look at something on hover or keyboard focus, beside it (flipped to the side with room), closed
 * with Escape, on leaving or on a press elsewhere. It never takes the focus, so nothing is trapped. Its
 * Radix part is fetched the first time a preview is drawn; until then (a moment) the trigger stands alone,
 * with its `triggerProps` (a long press still works), and keeps the focus when the part draws it anew.
 */
export function HoverPreview(props: HoverPreviewProps) {
  const radix = useDeferredModule(radixHoverPreview);
  const trigger = useWithRef(props.children, useFocusKept());
  if (radix) return <radix.HoverPreview {...props}>{trigger}</radix.HoverPreview>;
  const handlers = (props.triggerProps ?? {}) as Record<
    string,
    ((event: SyntheticEvent) => void) | undefined
  >;
  return cloneElement(trigger, afterOwnHandlers(trigger, handlers));
}
