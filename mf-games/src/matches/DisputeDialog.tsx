import { useState } from 'react';
import { maxDisputeReasonLength, messages } from '@progression/contracts';
import { Button, Dialog, TextArea } from '@progression/ui';

const t = messages.matchResults;

/**
 * Confirmed results: the opponent disputes a pending result with a reason (1 to 500 characters, the
 * server's rule too) for the game's admin. A modal: focus stays inside, Escape closes it.
 */
export function DisputeDialog({
  open,
  winner,
  busy,
  onOpenChange,
  onSend,
}: {
  open: boolean;
  /** The reported winner's name. */
  winner: string;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onSend: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const valid = trimmed.length >= 1 && trimmed.length <= maxDisputeReasonLength;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.disputeTitle}
      description={t.disputeDescription(winner)}
      actions={
        <>
          <Button variant="text" disabled={busy} onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button color="error" loading={busy} disabled={!valid} onClick={() => onSend(trimmed)}>
            {t.sendDispute}
          </Button>
        </>
      }
    >
      <TextArea
        label={t.reasonLabel}
        helperText={t.reasonHelp(maxDisputeReasonLength)}
        maxLength={maxDisputeReasonLength}
        rows={4}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </Dialog>
  );
}
