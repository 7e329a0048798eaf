import { useState } from 'react';
import type { CardSet } from '@progression/contracts';
import { Alert, Spinner } from '@progression/ui';
import { useCardSets } from '@progression/api-client';
import { SetDetailsDialog } from '../set-details/SetDetailsDialog';
import { SetPickerView } from './SetPickerView';
import { cardsTexts } from '@progression/contracts/texts/cards';

export interface SetPickerProps {
  /** Ids of the chosen sets. */
  value: readonly string[];
  onChange: (setIds: string[]) => void;
  /** Accessible name of the picker's tab list. */
  label?: string;
}

/** The set picker over the catalog's sets, with each set's cards one click away in the set details dialog. */
export function SetPicker({ value, onChange, label }: SetPickerProps) {
  const sets = useCardSets();
  const [detailsOf, setDetailsOf] = useState<CardSet | null>(null);
  if (sets.isPending) return <Spinner label={cardsTexts.loadingSets} />;
  if (sets.isError) return <Alert severity="error">{cardsTexts.theCardSetsCouldNot}</Alert>;
  return (
    <>
      <SetPickerView
        sets={sets.data}
        value={value}
        onChange={onChange}
        onShowDetails={setDetailsOf}
        label={label}
      />
      <SetDetailsDialog set={detailsOf} onClose={() => setDetailsOf(null)} />
    </>
  );
}
