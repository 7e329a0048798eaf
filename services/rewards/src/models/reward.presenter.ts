import type { GameReward, RewardHistoryEntry } from '@progression/contracts';
import type { RewardDocument } from './reward';
import type { RewardHistoryDocument } from './reward-history';

/** A stored reward as the contracts' `gameReward`. */
export function presentReward(reward: RewardDocument): GameReward {
  return {
    id: reward._id,
    gameId: reward.gameId,
    playerId: reward.playerId,
    type: reward.type as GameReward['type'],
    quantity: reward.quantity,
    week: reward.week,
    status: reward.status as GameReward['status'],
    trackId: reward.trackId,
    draftId: reward.draftId,
  };
}

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
