import { messages } from '@progression/contracts';
import type { RewardHistoryAction } from '@progression/contracts';
import { isDuplicateKey } from '@progression/service-kit';
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

/** The stored entry of a change (its `_id` derived from the change). */
function entryOf({ reward, action, changeId, by, detail = '' }: Entry, at: Date) {
  return {
    _id: derivedId(reward.rewardId, action, changeId),
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
  };
}

/** Records changes of rewards once each (one write for all): writing them again adds nothing. */
export async function recordHistories(entries: Entry[]): Promise<void> {
  if (entries.length === 0) return;
  const at = new Date();
  await RewardHistory.bulkWrite(
    entries.map((entry) => {
      const { _id, ...fields } = entryOf(entry, at);
      return { updateOne: { filter: { _id }, update: { $setOnInsert: fields }, upsert: true } };
    }),
    { ordered: false },
  );
}

/**
 * Records one change of a reward once (see `recordHistories`): one insert, and an entry already there
 * (a retried request) is left as it is.
 */
export async function recordHistory(
  reward: Change,
  action: RewardHistoryAction,
  changeId: string | number,
  by: Actor | null,
  detail = '',
): Promise<void> {
  try {
    await RewardHistory.collection.insertOne(
      entryOf({ reward, action, changeId, by, detail }, new Date()) as unknown as Parameters<
        typeof RewardHistory.collection.insertOne
      >[0],
    );
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}
