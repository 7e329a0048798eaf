import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { CloseIcon } from '../icons';
import { Overlay } from './Dialog';
import { IconButton } from '../components/IconButton';
import { sheet, type DrawerProps, type Side } from '../components/Drawer';
import { useReturnFocus } from '../hooks/useReturnFocus';
import { uiTexts } from '@progression/contracts/texts/ui';

// The Radix dialog behind the modal `Drawer`, fetched the first time a sheet opens.

const slideFrom = (side: Side) => keyframes`
  from { transform: translateX(${side === 'left' ? '-100%' : '100%'}); }
  to { transform: translateX(0); }
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

/** The modal sheet: slides over the page with a backdrop; its close button, Escape or a tap beside it close it. */
export function ModalDrawer({
  open,
  onOpenChange,
  label,
  side = 'left',
  width = 260,
  children,
}: Omit<DrawerProps, 'variant'>) {
  const returnFocus = useReturnFocus(open);
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
