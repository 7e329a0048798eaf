import { labels, type RewardHistoryEntry } from '@progression/contracts';

/** "Claimed Booster pack x 2 (week 3): Metal Raiders, Metal Raiders" */
export function historyText(entry: RewardHistoryEntry): string {
  const what = `${labels.rewardHistoryAction[entry.action]} ${labels.rewardType[entry.type]} x ${entry.quantity} (week ${entry.week})`;
  return entry.detail ? `${what}: ${entry.detail}` : what;
}
