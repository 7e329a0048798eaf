import * as RadixTooltip from '@radix-ui/react-tooltip';
import styled from 'styled-components';
import type { HoverPreviewProps } from '../components/HoverPreview';

// The Radix tooltip behind `components/HoverPreview.tsx`, fetched the first time one is drawn.

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
