import styled from 'styled-components';
import type { CardSet } from '@progression/contracts';
import { Checkbox, IconButton, InfoIcon } from '@progression/ui';

// The details button sits right after the name, so it clearly belongs to that set.
const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
`;

export interface SetOptionProps {
  set: CardSet;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Opens the set details dialog; no details button without it. */
  onShowDetails?: (set: CardSet) => void;
}

/** One set of the picker: a checkbox named by set name and code, and a button to see its cards. */
export function SetOption({ set, checked, onCheckedChange, onShowDetails }: SetOptionProps) {
  return (
    <Row>
      <Checkbox
        label={`${set.setName} (${set.setCode})`}
        checked={checked}
        onCheckedChange={onCheckedChange}
      />
      {onShowDetails && (
        <IconButton
          label={`Show the cards of ${set.setName}`}
          size="small"
          onClick={() => onShowDetails(set)}
        >
          <InfoIcon />
        </IconButton>
      )}
    </Row>
  );
}
