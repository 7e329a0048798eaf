import { z } from 'zod';
import { count, id, isoDate } from '../primitives';
import { card } from './card';
import { cardSetSummary } from './card-set';
import { equivalentRarity } from './rarity';

/** Reward kinds: packs to open (from REWARD pools, or STANDARD pools reached so far) or cards to pick. */
export const rewardTypes = ['REWARD_PACK', 'BOOSTER_PACK', 'WILDCARD', 'COMMON_WILDCARD'] as const;
export const rewardType = z.enum(rewardTypes);
export type RewardType = z.infer<typeof rewardType>;

/** How a reward type reads to a user ("Booster pack x 2"). */
export const rewardTypeNames: Record<RewardType, string> = {
  REWARD_PACK: 'Reward pack',
  BOOSTER_PACK: 'Booster pack',
  WILDCARD: 'Wildcard',
  COMMON_WILDCARD: 'Common wildcard',
};

/** Pack rewards give the pack flow, wildcards the card flow. */
export function isPackReward(type: RewardType): boolean {
  return type === 'REWARD_PACK' || type === 'BOOSTER_PACK';
}

export const rewardStatuses = ['UNCLAIMED', 'CLAIMED'] as const;
export const rewardStatus = z.enum(rewardStatuses);
export type RewardStatus = z.infer<typeof rewardStatus>;

/** A reward granted to a player by a track's clock. */
export const gameReward = z.object({
  id,
  gameId: id,
  playerId: id,
  type: rewardType,
  quantity: z.number().int().min(1),
  week: count,
  status: rewardStatus,
  trackId: id,
  /** The reward pack draft or wildcard draft the claim is made through. */
  draftId: id.nullable(),
});
export type GameReward = z.infer<typeof gameReward>;

/** Fires at `startingFrom`, then every `every` steps of its track's counter, granting `quantity` rewards. */
export const rewardClock = z.object({ type: rewardType, startingFrom: count, every: count, quantity: count });
export type RewardClock = z.infer<typeof rewardClock>;

/** A track counts weeks, wins or losses. */
export const rewardTrack = z.object({ id, clocks: z.array(rewardClock) });
export type RewardTrack = z.infer<typeof rewardTrack>;

/** What a track counts: the week number, or the player's total wins or losses. */
export const rewardTrackKinds = ['WEEK', 'WIN', 'LOSS'] as const;
export const rewardTrackKind = z.enum(rewardTrackKinds);
export type RewardTrackKind = z.infer<typeof rewardTrackKind>;

/** The next reward a track will grant a player: at counter value `at`, `remaining` steps away. */
export const nextTrackReward = z.object({ type: rewardType, quantity: count, at: count, remaining: count });
export type NextTrackReward = z.infer<typeof nextTrackReward>;

/** A reward the player's counter has reached that is not granted yet: it is granted when the next week starts. */
export const earnedTrackReward = z.object({ type: rewardType, quantity: count, at: count });
export type EarnedTrackReward = z.infer<typeof earnedTrackReward>;

/**
 * A track as one player sees it: its clocks, the player's counter, the rewards earned but not granted yet
 * (lowest counter value first) and the next reward above the counter (null: none left).
 */
export const rewardTrackProgress = rewardTrack.extend({
  kind: rewardTrackKind,
  counter: count,
  earned: z.array(earnedTrackReward),
  next: nextTrackReward.nullable(),
});
export type RewardTrackProgress = z.infer<typeof rewardTrackProgress>;

/** Every grant, claim, revert and delete of a reward, with who did it (null: the league itself) and when. */
export const rewardHistoryActions = ['GRANTED', 'CLAIMED', 'REVERTED', 'DELETED'] as const;
export const rewardHistoryAction = z.enum(rewardHistoryActions);
export type RewardHistoryAction = z.infer<typeof rewardHistoryAction>;
export const rewardHistoryEntry = z.object({
  id,
  rewardId: id,
  gameId: id,
  playerId: id,
  action: rewardHistoryAction,
  type: rewardType,
  quantity: count,
  week: count,
  byUserId: id.nullable(),
  /** The acting user's name, or "League" for grants made by the tracks. */
  byName: z.string(),
  at: isoDate,
  /** What changed, e.g. the claimed sets or cards. */
  detail: z.string(),
});
export type RewardHistoryEntry = z.infer<typeof rewardHistoryEntry>;

/** A game's reward tracks. */
export const rewardConfig = z.object({
  gameId: id,
  weekTrack: rewardTrack,
  winTrack: rewardTrack,
  lossTrack: rewardTrack,
});
export type RewardConfig = z.infer<typeof rewardConfig>;

/** A pack a reward claim can choose: a set available in a week. */
export const packPoolEntry = z.object({ cardSet: cardSetSummary, week: count, setCardIds: z.array(id) });
export type PackPoolEntry = z.infer<typeof packPoolEntry>;

/** The pack choice of a pack reward; once claimed, `packDraftId` is the pack draft to open. */
export const rewardPackDraft = z.object({
  id,
  rewardId: id,
  numToSelect: z.number().int().min(1),
  packPool: z.array(packPoolEntry),
  /** Chosen packs, as ids of entries' sets. */
  selectedPackIds: z.array(id),
  packDraftId: id.nullable(),
});
export type RewardPackDraft = z.infer<typeof rewardPackDraft>;

/** The card choice of a wildcard reward. */
export const wildcardDraft = z.object({
  id,
  rewardId: id,
  /** Commons only for COMMON_WILDCARD. */
  commonsOnly: z.boolean(),
  selectedCardIds: z.array(id),
});
export type WildcardDraft = z.infer<typeof wildcardDraft>;

/** A card a wildcard can pick, with the rarity it is available at. */
export const wildcardCard = z.object({ card, equivalentRarity });
export type WildcardCard = z.infer<typeof wildcardCard>;

/** Wildcard cards listed per week (from the current reward week downward). */
export const wildcardWeek = z.object({ week: count, cards: z.array(wildcardCard) });
export type WildcardWeek = z.infer<typeof wildcardWeek>;
