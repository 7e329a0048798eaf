import { useState } from 'react';
import type { ProgressionMode } from '@progression/contracts';
import { Button, EmptyState, LayersIcon, Stack } from '@progression/ui';
import { ModePickerDialog } from '../modes/ModePickerDialog';
import { ModeOverview } from './ModeOverview';
import { gamesTexts } from '@progression/contracts/texts/games';

/** Step 1: the chosen mode's overview, and the mode picker to choose (or change) it. */
export function ModeStep({
  mode,
  onChange,
}: {
  mode: ProgressionMode | null;
  onChange: (mode: ProgressionMode) => void;
}) {
  const [picking, setPicking] = useState(false);
  const pickButton = (
    <Button variant={mode ? 'outlined' : 'contained'} onClick={() => setPicking(true)}>
      {mode ? gamesTexts.changeMode : gamesTexts.selectMode}
    </Button>
  );
  return (
    <Stack $gap={4}>
      {mode ? (
        <>
          <Stack $direction="row" $justify="end">
            {pickButton}
          </Stack>
          <ModeOverview mode={mode} />
        </>
      ) : (
        <EmptyState icon={<LayersIcon size={40} />} title={gamesTexts.noModeSelected} action={pickButton}>
          {gamesTexts.aGamePlaysTheWeeks}
        </EmptyState>
      )}
      <ModePickerDialog open={picking} onOpenChange={setPicking} onPick={onChange} />
    </Stack>
  );
}
