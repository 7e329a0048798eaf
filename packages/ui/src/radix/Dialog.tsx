import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { CloseIcon } from '../icons';
import { IconButton } from '../components/IconButton';
import type { DialogProps } from '../components/Dialog';
import { useReturnFocus } from '../hooks/useReturnFocus';
import { uiTexts } from '@progression/contracts/texts/ui';

// The Radix dialog behind `components/Dialog.tsx`, fetched the first time a dialog opens.

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.palette.backdrop};
  animation: ${fadeIn} ${({ theme }) => theme.transitions.fast};
`;

const Panel = styled(RadixDialog.Content)<{ $width: number }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  flex-direction: column;
  width: min(${({ $width }) => $width}px, calc(100vw - 32px));
  max-height: calc(100vh - 64px);
  transform: translate(-50%, -50%);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.palette.surfaceRaised};
  color: ${({ theme }) => theme.palette.text.primary};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${fadeIn} ${({ theme }) => theme.transitions.fast};
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(5, 5, 2, 6)};
`;

const Title = styled(RadixDialog.Title)`
  flex: 1;
  margin: ${({ theme }) => theme.spacing(1.5)} 0 0;
  font-size: ${({ theme }) => theme.typography.sizes.h4};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;

const Description = styled(RadixDialog.Description)`
  margin: 0;
  padding: 0 ${({ theme }) => theme.spacing(6)};
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${({ theme }) => theme.spacing(4, 6)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3, 6, 5)};
`;

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  actions,
  trigger,
  width = 560,
  hideClose = false,
  children,
  defaultOpen,
}: DialogProps & { defaultOpen?: boolean }) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <Overlay />
        <Panel
          $width={width}
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Header>
            <Title>{title}</Title>
            {!hideClose && (
              <RadixDialog.Close asChild>
                <IconButton label={uiTexts.close} size="small">
                  <CloseIcon />
                </IconButton>
              </RadixDialog.Close>
            )}
          </Header>
          {description && <Description>{description}</Description>}
          {children && <Body>{children}</Body>}
          {actions && <Actions>{actions}</Actions>}
        </Panel>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
