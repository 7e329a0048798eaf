import type { GameReward } from '@progression/contracts';
import type { RewardDocument } from './reward';

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
