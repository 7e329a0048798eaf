import { Types } from 'mongoose';
import { createEvent, messages, type EventEnvelope } from '@progression/contracts';
import { Conflict, NotFound, outboxPush, type OutboxRelay } from '@progression/service-kit';
import { serviceName } from '../env';
import { Reward, type RewardDocument } from '../models/reward';
import { RewardHistory } from '../models/reward-history';
import { recordHistory, type Actor } from './history';

/** A chosen set as the game's plan names it (carried by `reward.claimed`). */
export type PackSet = NonNullable<EventEnvelope<'reward.claimed'>['data']['packSets']>[number];

/** What a claim chooses, and `detail`: the chosen sets' or cards' names for the reward history. */
type Claim = { detail: string } & (
  | { packSetIds: string[]; packSets: PackSet[]; cards?: undefined }
  | { packSetIds?: undefined; packSets?: undefined; cards: { cardId: string; quantity: number }[] }
);

/**
 * Claims a reward once: the update applies only while the reward is UNCLAIMED at the revision read, and
 * carries `reward.claimed` in the same write, so of any number of parallel claims one wins and the rest
 * are refused (409) with nothing changed. A pack claim chooses the id of the REWARD pack draft the drafts
 * service creates from the event.
 */
export async function claimReward(
  reward: RewardDocument,
  claim: Claim,
  by: Actor,
  outbox: OutboxRelay | undefined,
): Promise<RewardDocument> {
  const packDraftId = claim.packSetIds ? new Types.ObjectId().toHexString() : null;
  const event = createEvent('reward.claimed', serviceName, {
    version: 1,
    gameId: reward.gameId,
    playerId: reward.playerId,
    rewardId: reward._id,
    type: reward.type as EventEnvelope<'reward.claimed'>['data']['type'],
    week: reward.week,
    packSetIds: claim.packSetIds ?? [],
    packDraftId,
    cards: claim.cards ?? [],
    userId: reward.userId,
    packSets: claim.packSets,
  });
  // The answer carries the outbox, so its events are published from it without reading it again.
  const saved = await Reward.findOneAndUpdate(
    { _id: reward._id, status: 'UNCLAIMED', revision: reward.revision },
    {
      $set: {
        status: 'CLAIMED',
        selectedPackIds: claim.packSetIds ?? [],
        packDraftId,
        selectedCardIds: claim.cards?.map((card) => card.cardId) ?? [],
        cards: claim.cards ?? [],
        claimedAt: new Date(),
      },
      $inc: { revision: 1 },
      $push: outboxPush(event),
    },
    { returnDocument: 'after' },
  ).lean<RewardDocument>();
  if (!saved) {
    const now = await Reward.findById(reward._id, { status: 1 }).lean();
    if (!now || now.status === 'DELETED') throw new NotFound(messages.errors.rewardNotFound(reward._id));
    throw new Conflict(messages.rewards.rewardAlreadyClaimed);
  }
  const { outbox: pending, ...claimed } = saved;
  // The history line and the publish are independent: side by side.
  await Promise.all([
    recordHistory(historyOf(claimed), 'CLAIMED', claimed.revision, by, claim.detail),
    outbox?.flush(claimed._id, { model: Reward, document: { _id: claimed._id, outbox: pending } }),
  ]);
  return claimed as RewardDocument;
}

/**
 * Takes a claim back (the game's admin): CLAIMED to UNCLAIMED at the revision read, with `reward.reverted`
 * naming what the claim granted (the pack draft, or the cards), which drafts and collection take back.
 */
export async function revertReward(
  reward: RewardDocument,
  by: Actor,
  outbox: OutboxRelay | undefined,
): Promise<RewardDocument> {
  if (reward.status !== 'CLAIMED') throw new Conflict(messages.rewards.rewardNotClaimed);
  const event = createEvent('reward.reverted', serviceName, {
    version: 1,
    gameId: reward.gameId,
    playerId: reward.playerId,
    rewardId: reward._id,
    type: reward.type as EventEnvelope<'reward.reverted'>['data']['type'],
    packDraftId: reward.packDraftId ?? null,
    cards: reward.cards.map(({ cardId, quantity }) => ({ cardId: cardId!, quantity: quantity! })),
  });
  const reverted = await Reward.findOneAndUpdate(
    { _id: reward._id, status: 'CLAIMED', revision: reward.revision },
    {
      $set: {
        status: 'UNCLAIMED',
        selectedPackIds: [],
        packDraftId: null,
        selectedCardIds: [],
        cards: [],
        claimedAt: null,
      },
      $inc: { revision: 1 },
      $push: outboxPush(event),
    },
    { returnDocument: 'after', projection: { outbox: 0 } },
  ).lean<RewardDocument>();
  if (!reverted) throw new Conflict(messages.rewards.rewardNotClaimed);
  await recordHistory(historyOf(reverted), 'REVERTED', reverted.revision, by, await claimDetail(reward));
  await outbox?.flush(reverted._id);
  return reverted;
}

/** Deletes an unclaimed reward (the game's admin); it stays as a tombstone so its counter value stays granted. */
export async function deleteReward(reward: RewardDocument, by: Actor, outbox: OutboxRelay | undefined) {
  if (reward.status !== 'UNCLAIMED') throw new Conflict(messages.rewards.rewardClaimedCannotDelete);
  const event = createEvent('reward.deleted', serviceName, {
    version: 1,
    gameId: reward.gameId,
    playerId: reward.playerId,
    userId: reward.userId,
    rewardId: reward._id,
    type: reward.type as EventEnvelope<'reward.deleted'>['data']['type'],
  });
  const deleted = await Reward.findOneAndUpdate(
    { _id: reward._id, status: 'UNCLAIMED', revision: reward.revision },
    { $set: { status: 'DELETED' }, $inc: { revision: 1 }, $push: outboxPush(event) },
    { returnDocument: 'after', projection: { outbox: 0 } },
  ).lean<RewardDocument>();
  if (!deleted) throw new Conflict(messages.rewards.rewardClaimedCannotDelete);
  await recordHistory(historyOf(deleted), 'DELETED', deleted.revision, by);
  await outbox?.flush(deleted._id);
}

const historyOf = (reward: Omit<RewardDocument, 'outbox'>) => ({
  rewardId: reward._id,
  gameId: reward.gameId,
  playerId: reward.playerId,
  type: reward.type,
  quantity: reward.quantity,
  week: reward.week,
});

/** A revert takes back what the claim chose: its history names the same packs or cards. */
async function claimDetail(reward: RewardDocument): Promise<string> {
  const claim = await RewardHistory.findOne({ rewardId: reward._id, action: 'CLAIMED' }, { detail: 1 })
    .sort({ at: -1 })
    .lean();
  return claim?.detail ?? '';
}
