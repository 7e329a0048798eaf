import styled from 'styled-components';
import type { ReactNode } from 'react';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(8, 4)};
  color: ${({ theme }) => theme.palette.text.secondary};
  text-align: center;
`;

const IconSlot = styled.div`
  font-size: 2.5rem;
  display: flex;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Title = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.text.primary};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

export interface EmptyStateProps {
  icon?: ReactNode;
  title?: ReactNode;
  /** The explanation, e.g. "No current rewards". */
  children?: ReactNode;
  /** A way forward, e.g. a New deck button. */
  action?: ReactNode;
  className?: string;
}

/** What a list or page shows when it has nothing yet. */
export function EmptyState({ icon, title, children, action, className }: EmptyStateProps) {
  return (
    <Root className={className}>
      {icon && <IconSlot>{icon}</IconSlot>}
      {title && <Title>{title}</Title>}
      {children && <div>{children}</div>}
      {action}
    </Root>
  );
}
