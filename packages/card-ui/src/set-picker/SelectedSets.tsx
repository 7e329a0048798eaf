import styled from 'styled-components';
import type { CardSet } from '@progression/contracts';
import { Chip, CloseIcon, IconButton, Muted } from '@progression/ui';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
  }
`;

export interface SelectedSetsProps {
  sets: readonly CardSet[];
  onRemove: (set: CardSet) => void;
}

/** The chosen sets as chips, each with a button that removes it. */
export function SelectedSets({ sets, onRemove }: SelectedSetsProps) {
  if (sets.length === 0) return <Muted>No sets selected</Muted>;
  return (
    <List aria-label="Selected sets">
      {sets.map((set) => (
        <li key={set.id}>
          <Chip label={set.setName} color="primary" title={`${set.setName} (${set.setCode})`} />
          <IconButton label={`Remove ${set.setName}`} size="small" onClick={() => onRemove(set)}>
            <CloseIcon />
          </IconButton>
        </li>
      ))}
    </List>
  );
}
