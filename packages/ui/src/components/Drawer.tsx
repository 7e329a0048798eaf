import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { css, keyframes } from 'styled-components';
import type { ReactNode } from 'react';
import { CloseIcon } from '../icons';
import { Overlay } from './Dialog';
import { IconButton } from './IconButton';
import { useReturnFocus } from '../hooks/useReturnFocus';
import { uiTexts } from '@progression/contracts/texts/ui';

type Side = 'left' | 'right';

const slideFrom = (side: Side) => keyframes`
  from { transform: translateX(${side === 'left' ? '-100%' : '100%'}); }
  to { transform: translateX(0); }
`;

const sheet = css<{ $width: number }>`
  display: flex;
  flex-direction: column;
  width: ${({ $width }) => $width}px;
  max-width: 100vw;
  overflow-y: auto;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text.primary};
`;

const ModalSheet = styled(RadixDialog.Content)<{ $width: number; $side: Side }>`
  ${sheet}
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => $side}: 0;
  /* Above its own backdrop (the overlay layer), like a dialog's panel. */
  z-index: ${({ theme }) => theme.zIndex.modal};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${({ $side }) => slideFrom($side)} ${({ theme }) => theme.transitions.standard};
  &:focus {
    outline: none;
  }
`;

const PermanentSheet = styled.aside<{ $width: number; $side: Side }>`
  ${sheet}
  flex: none;
  height: 100%;
  border-${({ $side }) => ($side === 'left' ? 'right' : 'left')}: 1px solid ${({ theme }) => theme.palette.border.subtle};
`;

const HiddenTitle = styled(RadixDialog.Title)`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

/* The close button stays in view at the sheet's top corner while its content scrolls. */
const CloseBar = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.spacing(1)};
  background: ${({ theme }) => theme.palette.surface};
`;

export interface DrawerProps {
  /**
   * `modal` slides over the page with a backdrop (the sidebar below 900 px);
   * `permanent` sits in the layout beside the content (the sidebar above).
   */
  variant?: 'modal' | 'permanent';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Names the sheet for screen readers (e.g. "Games navigation"). */
  label: string;
  side?: Side;
  /** Width in px; the sidebar is 260. */
  width?: number;
  children?: ReactNode;
}

/** A side sheet; the modal one closes with its close button, Escape or a tap beside it. */
export function Drawer({
  variant = 'modal',
  open,
  onOpenChange,
  label,
  side = 'left',
  width = 260,
  children,
}: DrawerProps) {
  const returnFocus = useReturnFocus(open);
  if (variant === 'permanent')
    return (
      <PermanentSheet aria-label={label} $width={width} $side={side}>
        {children}
      </PermanentSheet>
    );
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay />
        <ModalSheet $width={width} $side={side} aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
          <HiddenTitle>{label}</HiddenTitle>
          <CloseBar>
            <RadixDialog.Close asChild>
              <IconButton label={uiTexts.close}>
                <CloseIcon />
              </IconButton>
            </RadixDialog.Close>
          </CloseBar>
          {children}
        </ModalSheet>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
