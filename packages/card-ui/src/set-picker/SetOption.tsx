import styled from 'styled-components';
import type { CardSet } from '@progression/contracts';
import { Checkbox, Chip, IconButton, InfoIcon, VisuallyHidden } from '@progression/ui';
import { cardsTexts } from '@progression/contracts/texts/cards';

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

/** Why a set is marked: the card data does not describe its packs, so drafts use the default layout. */
export const defaultLayoutHint =
  'The card data does not describe the packs of this set: drafts open them with the default layout (7 commons, 1 rare, 1 foil slot)';

/**
 * One set of the picker: a checkbox named by set name and code, a mark when its packs use the default
 * layout, and a button to see its cards.
 */
export function SetOption({ set, checked, onCheckedChange, onShowDetails }: SetOptionProps) {
  return (
    <Row>
      <Checkbox
        label={`${set.setName} (${set.setCode})`}
        checked={checked}
        onCheckedChange={onCheckedChange}
      />
      {set.packLayoutKind === 'NONE' && (
        <Chip
          size="small"
          variant="outlined"
          title={defaultLayoutHint}
          label={
            <>
              {cardsTexts.defaultLayout}
              <VisuallyHidden>: {defaultLayoutHint}</VisuallyHidden>
            </>
          }
        />
      )}
      {onShowDetails && (
        <IconButton
          label={cardsTexts.showTheCardsOf(set.setName)}
          size="small"
          onClick={() => onShowDetails(set)}
        >
          <InfoIcon />
        </IconButton>
      )}
    </Row>
  );
}
