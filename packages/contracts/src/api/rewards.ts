import { z } from 'zod';
import { wildcardClaim } from '../constants';
import {
  collectionQuery,
  gameReward,
  rewardHistoryEntry,
  rewardPackDraft,
  rewardTrackProgress,
  wildcardDraft,
  wildcardWeek,
} from '../entities';
import { messages } from '../messages';
import { id } from '../primitives';

/**
 * GET /rest/api/game-reward/tracks?gameId=: the caller's progress on the week, win and loss tracks; with
 * no `gameId`, the documented default tracks at counter 0 (what a new game gets).
 */
export const rewardTracksResponse = z.object({ tracks: z.array(rewardTrackProgress) });
export type RewardTracksResponse = z.infer<typeof rewardTracksResponse>;

/** GET /rest/api/game-rewards?gameId=, POST /rest/api/game-rewards/refresher?gameId=, GET /rest/api/admin/game-rewards?gameId= */
export const gameRewardsQuery = z.object({ gameId: id });
export type GameRewardsQuery = z.infer<typeof gameRewardsQuery>;
export const gameRewardsResponse = z.object({ rewards: z.array(gameReward) });
export type GameRewardsResponse = z.infer<typeof gameRewardsResponse>;

/** GET /rest/api/admin/game-rewards/history?gameId=[&playerId=]: newest first. */
export const rewardHistoryQuery = z.object({ gameId: id, playerId: id.optional() });
export type RewardHistoryQuery = z.infer<typeof rewardHistoryQuery>;
export const rewardHistoryResponse = z.object({ entries: z.array(rewardHistoryEntry) });
export type RewardHistoryResponse = z.infer<typeof rewardHistoryResponse>;

/** GET /rest/api/game-rewards/{id}; POST /rest/api/admin/game-rewards/{id}/revert (DELETE answers 204). */
export const gameRewardResponse = gameReward;

/** GET /rest/api/game-rewards/pack-drafts/{id} */
export const rewardPackDraftResponse = rewardPackDraft;

/** POST /rest/api/game-rewards/pack-drafts/{id}/filtered: the pack pool narrowed by a collection query. */
export const filteredPackDraftPayload = collectionQuery;
export type FilteredPackDraftPayload = z.infer<typeof filteredPackDraftPayload>;

/** PUT /rest/api/game-rewards/pack-drafts/{id}: claims the pack reward with the chosen packs. */
// No minimum here: an empty claim is refused by the count rule below, with the spec's words.
export const claimPackDraftPayload = rewardPackDraft.partial().extend({ selectedPackIds: z.array(id) });
export type ClaimPackDraftPayload = z.infer<typeof claimPackDraftPayload>;

/** The pack claim rule: exactly `numToSelect` packs. */
export function packClaimError(selected: number, numToSelect: number): string | undefined {
  if (selected === numToSelect) return undefined;
  return numToSelect === 1 ? messages.drafts.mustSelectPack : messages.drafts.mustSelectPacks(numToSelect);
}

/** GET /rest/api/game-rewards/wildcard-drafts/{id} */
export const wildcardDraftResponse = wildcardDraft;

/** POST /rest/api/game-rewards/wildcard-drafts/{id}/cards with {sort, filters}. */
export const wildcardCardsPayload = collectionQuery;
export type WildcardCardsPayload = z.infer<typeof wildcardCardsPayload>;
export const wildcardCardsResponse = z.object({ weeks: z.array(wildcardWeek) });
export type WildcardCardsResponse = z.infer<typeof wildcardCardsResponse>;

/** PUT /rest/api/game-rewards/wildcard-drafts/{id}: claims one card (three copies) or two different cards. */
export const claimWildcardDraftPayload = wildcardDraft.partial().extend({
  selectedCardIds: z
    .array(id)
    .min(1, { error: messages.drafts.wildcardSelectCards })
    .max(wildcardClaim.maxCards, { error: messages.drafts.wildcardSelectCards })
    .refine((ids) => new Set(ids).size === ids.length, { error: messages.drafts.wildcardSelectCards }),
});
export type ClaimWildcardDraftPayload = z.infer<typeof claimWildcardDraftPayload>;

/** Copies each chosen card grants: three for a single card, one each for two. */
export function wildcardCopies(selectedCards: number): number {
  return selectedCards === 1 ? wildcardClaim.singleCardCopies : 1;
}
