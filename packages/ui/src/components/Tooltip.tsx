import type { ReactElement, ReactNode } from 'react';
import { radixTooltip, useDeferredModule } from '../radix/load';
import { useFocusKept, useWithRef } from '../radix/stand-in';

export interface TooltipProps {
  /** The hint; shown on hover and keyboard focus, and announced as the trigger's description. */
  content: ReactNode;
  /** One focusable element that accepts a ref (our buttons do). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayMs?: number;
}

/** A short hint beside its trigger on hover and keyboard focus (Radix's, fetched when first drawn). */
export function Tooltip(props: TooltipProps) {
  const radix = useDeferredModule(radixTooltip);
  // The trigger keeps the focus when the tooltip arrives and draws it anew.
  const trigger = useWithRef(props.children, useFocusKept());
  return radix ? <radix.Tooltip {...props}>{trigger}</radix.Tooltip> : trigger;
}
