import { messages, rewardTypeNames, type GameReward } from '@progression/contracts';
import { adminTexts } from '@progression/contracts/texts/admin';
import { useAdminRewardAction } from '@progression/api-client';
import { flash, flashFailure } from '@progression/platform';
import { Button, Dialog, Text } from '@progression/ui';
import { useState } from 'react';

/**
 * Revert (a claimed reward: takes back what the claim gave) or Delete (an unclaimed one), each after a
 * confirm, with the spec's flash.
 */
export function RewardActionDialog({ reward }: { reward: GameReward }) {
  const [open, setOpen] = useState(false);
  const { revert, remove } = useAdminRewardAction(reward.gameId);
  const claimed = reward.status === 'CLAIMED';
  const action = claimed ? revert : remove;
  const name = `${rewardTypeNames[reward.type]} x ${reward.quantity} (week ${reward.week})`;
  // The promise, not mutate's callbacks: a deleted reward leaves the list once the lists are refetched,
  // which unmounts this dialog before mutate would call back, and its flash was never shown.
  const confirm = () =>
    action.mutateAsync(reward.id).then(() => {
      setOpen(false);
      flash.success(claimed ? messages.rewards.rewardReverted : messages.rewards.rewardDeleted);
    }, flashFailure);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={claimed ? adminTexts.revertReward : adminTexts.deleteReward}
      trigger={
        <Button variant="outlined" color={claimed ? 'warning' : 'error'} size="small">
          {claimed ? adminTexts.revert : adminTexts.delete}
        </Button>
      }
      actions={
        <>
          <Button variant="text" onClick={() => setOpen(false)}>
            {adminTexts.cancel}
          </Button>
          <Button color={claimed ? 'warning' : 'error'} loading={action.isPending} onClick={confirm}>
            {claimed ? adminTexts.revert : adminTexts.delete}
          </Button>
        </>
      }
    >
      <Text>
        {claimed ? adminTexts.revertWhatItsClaimGave(name) : adminTexts.deleteThePlayerLosesThis(name)}
      </Text>
    </Dialog>
  );
}
