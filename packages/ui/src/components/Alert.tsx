import styled from 'styled-components';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { StatusColor } from '../theme/palettes';
import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon, WarningIcon, type Icon } from '../icons';
import { IconButton } from './IconButton';
import { uiTexts } from '@progression/contracts/texts/ui';

export type AlertSeverity = StatusColor;

const icons: Record<AlertSeverity, Icon> = {
  info: InfoIcon,
  success: CheckCircleIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};

const Root = styled.div<{ $severity: AlertSeverity }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $severity }) => theme.palette[$severity].main};
  border-left-width: 4px;
  background: ${({ theme, $severity }) => theme.palette[$severity].soft};
  color: ${({ theme, $severity }) => theme.palette[$severity].onSoft};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  overflow: hidden;
`;

const IconSlot = styled.span`
  display: flex;
  padding-top: 1px;
  font-size: 1.1rem;
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  align-self: center;
`;

const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(0.5)};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

const ActionSlot = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: -${({ theme }) => theme.spacing(1.5)} -${({ theme }) => theme.spacing(2)} -${({ theme }) => theme.spacing(1.5)}
    0;
`;

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  severity?: AlertSeverity;
  title?: ReactNode;
  /** Extra controls on the right, e.g. a button. */
  action?: ReactNode;
  /** Shows a close button. */
  onClose?: () => void;
  /** Content under the text, e.g. a LinearProgress counting down a flash message. */
  footer?: ReactNode;
}

/**
 * A message about the page. Errors and warnings are announced at once (role alert);
 * info and success wait for the screen reader to finish (role status).
 */
export function Alert({ severity = 'info', title, action, onClose, footer, children, ...rest }: AlertProps) {
  const SeverityIcon = icons[severity];
  const urgent = severity === 'error' || severity === 'warning';
  return (
    <Root role={urgent ? 'alert' : 'status'} $severity={severity} {...rest}>
      <IconSlot>
        <SeverityIcon size="1.25em" />
      </IconSlot>
      <Body>
        {title && <Title>{title}</Title>}
        {children}
        {footer}
      </Body>
      {(action || onClose) && (
        <ActionSlot>
          {action}
          {onClose && (
            <IconButton label={uiTexts.close} size="small" onClick={onClose}>
              <CloseIcon />
            </IconButton>
          )}
        </ActionSlot>
      )}
    </Root>
  );
}
