import { messages, type ExtendDeadlinePayload, type TableSeat } from '@progression/contracts';
import { flash, flashFailure } from '@progression/platform';
import { Button, Dialog, Select } from '@progression/ui';
import { useState } from 'react';

const text = messages.boosterDraft;

/** The extensions offered, from a live table's minute to an asynchronous table's day. */
export const extensionChoices = [60, 5 * 60, 15 * 60, 60 * 60, 12 * 60 * 60, 24 * 60 * 60] as const;
const options = extensionChoices.map((seconds) => ({
  value: String(seconds),
  label: text.pickTime(seconds),
}));

interface ExtendDeadlineDialogProps {
  seat: TableSeat;
  pending: boolean;
  onExtend: (payload: ExtendDeadlinePayload) => Promise<unknown>;
}

/** Gives the seat picking now more time for its current pick, chosen from a few durations. */
export function ExtendDeadlineDialog({ seat, pending, onExtend }: ExtendDeadlineDialogProps) {
  const [open, setOpen] = useState(false);
  const [seconds, setSeconds] = useState<string>(String(extensionChoices[1]));
  const extend = () =>
    onExtend({ seat: seat.seat, seconds: Number(seconds) }).then(() => {
      setOpen(false);
      flash.success(text.deadlineExtendedDone);
    }, flashFailure);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={text.extendDeadlineOf(seat.name)}
      trigger={
        <Button variant="outlined" size="small" aria-label={text.forSeat(text.extendDeadline, seat.name)}>
          {text.extendDeadline}
        </Button>
      }
      actions={
        <>
          <Button variant="text" onClick={() => setOpen(false)}>
            {text.cancel}
          </Button>
          <Button loading={pending} onClick={extend}>
            {text.extendDeadline}
          </Button>
        </>
      }
    >
      <Select label={text.extendByChoice} options={options} value={seconds} onValueChange={setSeconds} />
    </Dialog>
  );
}
