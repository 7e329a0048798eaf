import { messages, type TableSeat } from '@progression/contracts';
import { flash, flashFailure } from '@progression/platform';
import { Button, Dialog, Text } from '@progression/ui';
import { useState } from 'react';

const text = messages.boosterDraft;

/** Hands a player's seat to a bot after a confirm: the bot makes the seat's remaining picks. */
export function ReplaceByBotDialog({
  seat,
  pending,
  onReplace,
}: {
  seat: TableSeat;
  pending: boolean;
  onReplace: (seat: number) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const replace = () =>
    onReplace(seat.seat).then(() => {
      setOpen(false);
      flash.success(text.replacedByBotDone(seat.name));
    }, flashFailure);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={text.replaceByBotOf(seat.name)}
      trigger={
        <Button
          variant="outlined"
          color="warning"
          size="small"
          aria-label={text.forSeat(text.replaceByBot, seat.name)}
        >
          {text.replaceByBot}
        </Button>
      }
      actions={
        <>
          <Button variant="text" onClick={() => setOpen(false)}>
            {text.cancel}
          </Button>
          <Button color="warning" loading={pending} onClick={replace}>
            {text.replaceByBot}
          </Button>
        </>
      }
    >
      <Text>{text.confirmReplaceByBot(seat.name)}</Text>
    </Dialog>
  );
}
