import * as RadixTooltip from '@radix-ui/react-tooltip';
import styled from 'styled-components';
import type { TooltipProps } from '../components/Tooltip';

// The Radix tooltip behind `components/Tooltip.tsx`, fetched the first time one is drawn.

const Content = styled(RadixTooltip.Content)`
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: 320px;
  padding: ${({ theme }) => theme.spacing(1.5, 2.5)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => (theme.mode === 'light' ? '#1f2937' : '#e5e7eb')};
  color: ${({ theme }) => (theme.mode === 'light' ? '#ffffff' : '#111827')};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export function Tooltip({ content, children, side = 'bottom', delayMs = 400 }: TooltipProps) {
  // Each tooltip carries its own provider so it works anywhere, with no app-level setup.
  return (
    <RadixTooltip.Provider delayDuration={delayMs}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Content side={side} sideOffset={6}>
            {content}
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
