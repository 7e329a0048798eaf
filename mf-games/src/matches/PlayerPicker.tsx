import styled from 'styled-components';
import type { Player } from '@progression/contracts';
import { Checkbox } from '@progression/ui';

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border: 1px solid ${({ theme }) => theme.palette.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
`;

interface PlayerPickerProps {
  legend: string;
  players: readonly Player[];
  selected: readonly string[];
  onToggle: (playerId: string, checked: boolean) => void;
}

/** A multi-select of players as a labelled group of checkboxes (keyboard: Tab and Space). */
export function PlayerPicker({ legend, players, selected, onToggle }: PlayerPickerProps) {
  return (
    <Group>
      <legend>{legend}</legend>
      {players.map((player) => (
        <Checkbox
          key={player.id}
          label={player.username}
          checked={selected.includes(player.id)}
          onCheckedChange={(checked) => onToggle(player.id, checked)}
        />
      ))}
    </Group>
  );
}
