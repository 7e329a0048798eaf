import { rewardTypeNames, type RewardHistoryEntry } from '@progression/contracts';

const actionNames: Record<RewardHistoryEntry['action'], string> = {
  GRANTED: 'Granted',
  CLAIMED: 'Claimed',
  REVERTED: 'Reverted',
  DELETED: 'Deleted',
};

/** "Claimed Booster pack x 2 (week 3): Metal Raiders, Metal Raiders" */
export function historyText(entry: RewardHistoryEntry): string {
  const what = `${actionNames[entry.action]} ${rewardTypeNames[entry.type]} x ${entry.quantity} (week ${entry.week})`;
  return entry.detail ? `${what}: ${entry.detail}` : what;
}
