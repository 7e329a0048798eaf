import { messages } from '@progression/contracts';
import type { RewardHistoryAction } from '@progression/contracts';
import { derivedId } from './derived-id';
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

/** One history entry; `changeId` names the change (the grant, or the claim's or revert's revision). */
interface Entry {
  reward: Change;
  action: RewardHistoryAction;
  changeId: string | number;
  by: Actor | null;
  detail?: string;
}

/** Records changes of rewards once each (one write for all): writing them again adds nothing. */
export async function recordHistories(entries: Entry[]): Promise<void> {
  if (entries.length === 0) return;
  const at = new Date();
  await RewardHistory.bulkWrite(
    entries.map(({ reward, action, changeId, by, detail = '' }) => ({
      updateOne: {
        filter: { _id: derivedId(reward.rewardId, action, changeId) },
        update: {
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
            at,
            detail,
          },
        },
        upsert: true,
      },
    })),
    { ordered: false },
  );
}

/** Records one change of a reward once (see `recordHistories`). */
export const recordHistory = (
  reward: Change,
  action: RewardHistoryAction,
  changeId: string | number,
  by: Actor | null,
  detail = '',
): Promise<void> => recordHistories([{ reward, action, changeId, by, detail }]);
