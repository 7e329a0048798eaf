import styled from 'styled-components';
import type { CardSet } from '@progression/contracts';
import { CloseIcon, Muted, focusRing } from '@progression/ui';
import { cardsTexts } from '@progression/contracts/texts/cards';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// One pill holding the set's name, code and its remove button, so the button reads as part of the chip.
const Pill = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  max-width: 100%;
  height: 28px;
  padding: ${({ theme }) => theme.spacing(0, 0.5, 0, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.palette.primary.soft};
  color: ${({ theme }) => theme.palette.primary.onSoft};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Code = styled.span`
  opacity: 0.75;
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
`;

const Remove = styled.button`
  ${focusRing}
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.palette.hover};
  }
`;

export interface SelectedSetsProps {
  sets: readonly CardSet[];
  onRemove: (set: CardSet) => void;
}

/** The chosen sets as chips, each with a button that removes it. */
export function SelectedSets({ sets, onRemove }: SelectedSetsProps) {
  if (sets.length === 0) return <Muted>{cardsTexts.noSetsSelected}</Muted>;
  return (
    <List aria-label={cardsTexts.selectedSets}>
      {sets.map((set) => (
        <Pill key={set.id} title={`${set.setName} (${set.setCode})`}>
          <Name>{set.setName}</Name>
          <Code aria-hidden>{set.setCode}</Code>
          <Remove type="button" aria-label={cardsTexts.remove(set.setName)} onClick={() => onRemove(set)}>
            <CloseIcon size={14} />
          </Remove>
        </Pill>
      ))}
    </List>
  );
}
