import { useState } from 'react';
import type { CardSet } from '@progression/contracts';
import { useCardSets } from '@progression/api-client';
import { SetPicker } from '@progression/card-ui';
import { Button, Dialog, DialogClose } from '@progression/ui';
import { gamesTexts } from '@progression/contracts/texts/games';

interface WeekSetsDialogProps {
  title: string;
  /** The accessible name of the button that opens the dialog. */
  triggerLabel: string;
  value: readonly CardSet[];
  onChange: (sets: CardSet[]) => void;
}

/** Chooses the sets of one pool in one week with the set picker; Done keeps the choice. */
export function WeekSetsDialog({ title, triggerLabel, value, onChange }: WeekSetsDialogProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);

  // The same cached list the picker shows: Done is only reachable once it is there.
  const sets = useCardSets();

  const done = () => {
    const byId = new Map((sets.data ?? []).map((set) => [set.id, set]));
    onChange(chosen.flatMap((id) => byId.get(id) ?? []));
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setChosen(value.map((set) => set.id));
        setOpen(next);
      }}
      title={title}
      width={800}
      trigger={
        <Button variant="outlined" size="small" aria-label={triggerLabel}>
          {gamesTexts.chooseSets}
        </Button>
      }
      actions={
        <>
          <DialogClose asChild>
            <Button variant="text">{gamesTexts.cancel}</Button>
          </DialogClose>
          <Button onClick={done}>{gamesTexts.done}</Button>
        </>
      }
    >
      <SetPicker value={chosen} onChange={setChosen} label={gamesTexts.setTypes} />
    </Dialog>
  );
}
