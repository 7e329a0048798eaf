import * as RadixTooltip from '@radix-ui/react-tooltip';
import styled from 'styled-components';
import type { DOMAttributes, ReactElement, ReactNode } from 'react';

const Content = styled(RadixTooltip.Content)`
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  box-sizing: border-box;
  /* Never wider or taller than the room beside the trigger: the preview never covers what it previews. */
  max-width: min(380px, calc(100vw - 16px), var(--radix-tooltip-content-available-width));
  max-height: min(560px, var(--radix-tooltip-content-available-height));
  overflow: hidden;
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.palette.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text.primary};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

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
 * with Escape, on leaving or on a press elsewhere. It never takes the focus, so nothing is trapped.
 */
export function HoverPreview({
  content,
  label,
  children,
  open,
  onOpenChange,
  side = 'right',
  delayMs = 300,
  triggerProps,
}: HoverPreviewProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayMs}>
      <RadixTooltip.Root open={open} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild {...triggerProps}>
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Content side={side} sideOffset={8} collisionPadding={8} aria-label={label}>
            <div aria-hidden>{content}</div>
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
