import type { RewardHistoryEntry } from '@progression/contracts';
import type { RewardHistoryDocument } from './reward-history';

/** A history entry as the contracts' `rewardHistoryEntry`. */
export function presentHistory(entry: RewardHistoryDocument): RewardHistoryEntry {
  return {
    id: entry._id,
    rewardId: entry.rewardId,
    gameId: entry.gameId,
    playerId: entry.playerId,
    action: entry.action as RewardHistoryEntry['action'],
    type: entry.type as RewardHistoryEntry['type'],
    quantity: entry.quantity,
    week: entry.week,
    byUserId: entry.byUserId ?? null,
    byName: entry.byName,
    at: entry.at.toISOString(),
    detail: entry.detail ?? '',
  };
}
