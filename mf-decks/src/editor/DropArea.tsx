import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Area = styled.div<{ $state: 'idle' | 'active' | 'refused' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(1)};
  border: 2px dashed
    ${({ $state, theme }) =>
      $state === 'refused'
        ? theme.palette.error.main
        : $state === 'active'
          ? theme.palette.primary.main
          : 'transparent'};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $state, theme }) =>
    $state === 'refused'
      ? `${theme.palette.error.main}14`
      : $state === 'active'
        ? `${theme.palette.primary.main}10`
        : 'none'};

  &[hidden] {
    display: none;
  }
`;

/** A drop area: outlined while a card is over it, in the error colour when the drop would be refused. */
export function DropArea({
  id,
  label,
  refused,
  hidden = false,
  children,
}: {
  id: string;
  label: string;
  refused: boolean;
  /** Out of view (the other half of the editor on a phone). */
  hidden?: boolean;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <Area
      ref={setNodeRef}
      aria-label={label}
      role="region"
      hidden={hidden}
      $state={isOver ? (refused ? 'refused' : 'active') : 'idle'}
    >
      {children}
    </Area>
  );
}
