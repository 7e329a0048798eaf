import { useState } from 'react';
import type { ProgressionMode } from '@progression/contracts';
import { Button, EmptyState, LayersIcon, Stack } from '@progression/ui';
import { ModePickerDialog } from '../modes/ModePickerDialog';
import { ModeOverview } from './ModeOverview';
import { texts } from '@progression/contracts';

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
      {mode ? texts.games.changeMode : texts.games.selectMode}
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
        <EmptyState icon={<LayersIcon size={40} />} title={texts.games.noModeSelected} action={pickButton}>
          {texts.games.aGamePlaysTheWeeks}
        </EmptyState>
      )}
      <ModePickerDialog open={picking} onOpenChange={setPicking} onPick={onChange} />
    </Stack>
  );
}
