import { messages } from '@progression/contracts';
import type { RewardHistoryAction } from '@progression/contracts';
import { derivedId } from '../domain/derived-id';
import { RewardHistory } from '../models/reward-history';

/** Who made a change: a user, or the league's own tracks (null). */
export interface Actor {
  userId: string;
  name: string;
}

interface Change {
  rewardId: string;
  gameId: string;
  playerId: string;
  type: string;
  quantity: number;
  week: number;
}

/**
 * Records a change of a reward once: `changeId` names the change (the grant, or the claim's or revert's
 * revision), so writing it again after a crash or a retry adds nothing.
 */
export async function recordHistory(
  reward: Change,
  action: RewardHistoryAction,
  changeId: string | number,
  by: Actor | null,
  detail = '',
): Promise<void> {
  const _id = derivedId(reward.rewardId, action, changeId);
  await RewardHistory.updateOne(
    { _id },
    {
      $setOnInsert: {
        rewardId: reward.rewardId,
        gameId: reward.gameId,
        playerId: reward.playerId,
        action,
        type: reward.type,
        quantity: reward.quantity,
        week: reward.week,
        byUserId: by?.userId ?? null,
        byName: by?.name ?? messages.rewards.leagueActor,
        at: new Date(),
        detail,
      },
    },
    { upsert: true },
  );
}
