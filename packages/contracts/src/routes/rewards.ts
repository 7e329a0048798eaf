import { z } from 'zod';
import { rewardConfigResponse } from '../api/games';
import {
  claimPackDraftPayload,
  claimWildcardDraftPayload,
  gameRewardsResponse,
  rewardHistoryResponse,
  rewardTracksResponse,
  wildcardCardsResponse,
} from '../api/rewards';
import { collectionQuery, gameReward, rewardPackDraft, rewardTypes, wildcardDraft } from '../entities';
import { messages } from '../messages';
import { objectId } from '../primitives';
import { defineRoute } from './define';

// Ids that go into a query or another service's URL are ObjectIds: anything else is a clear 400.
const byGame = z.object({ gameId: objectId });
const byId = z.object({ id: objectId });

const clockNumber = (field: string) =>
  z
    .number({ error: messages.errors.invalidField(field) })
    .int({ error: messages.errors.invalidField(field) })
    .min(0, { error: messages.errors.invalidField(field) })
    .max(10000, { error: messages.errors.invalidField(field) });
const clock = z.object({
  type: z.enum(rewardTypes, { error: messages.errors.invalidField('type') }),
  startingFrom: clockNumber('startingFrom'),
  every: clockNumber('every'),
  quantity: clockNumber('quantity'),
});
const track = z.object({
  id: z
    .string({ error: messages.errors.invalidField('id') })
    .min(1)
    .max(100),
  clocks: z
    .array(clock, { error: messages.errors.invalidField('clocks') })
    .max(20, { error: messages.errors.invalidField('clocks') }),
});
/** A game's three reward tracks as the admin saves them. */
export const saveRewardConfigPayload = z.object({ weekTrack: track, winTrack: track, lossTrack: track });

/** Rewards: what players earn by weeks, wins and losses, and their claims. */
export const rewardsRoutes = {
  listRewards: defineRoute({
    method: 'GET',
    path: '/rest/api/game-rewards',
    summary: 'Your rewards in a game',
    token: 'user',
    query: byGame,
    reply: gameRewardsResponse,
    refusals: [404, 502],
  }),
  getReward: defineRoute({
    method: 'GET',
    path: '/rest/api/game-rewards/:id',
    summary: 'One of your rewards',
    token: 'user',
    params: byId,
    reply: gameReward,
    refusals: [404],
  }),
  refreshRewards: defineRoute({
    method: 'POST',
    path: '/rest/api/game-rewards/refresher',
    summary: "Grant what every player's tracks have earned now (the game's admin)",
    description: 'Answers your own rewards; a game with no started week is refused with 400.',
    token: 'user',
    query: byGame,
    reply: gameRewardsResponse,
    refusals: [403, 404, 502],
  }),
  rewardTracks: defineRoute({
    method: 'GET',
    path: '/rest/api/game-reward/tracks',
    summary: 'Your progress on the week, win and loss tracks',
    description:
      "With no `gameId`, the documented default tracks at counter 0 (what a new game's tracks are).",
    token: 'user',
    query: z.object({ gameId: objectId.optional() }),
    reply: rewardTracksResponse,
    refusals: [404, 502],
  }),
  packReward: defineRoute({
    method: 'GET',
    path: '/rest/api/game-rewards/pack-drafts/:id',
    summary: 'A pack reward with the packs it may be claimed in',
    token: 'user',
    params: byId,
    reply: rewardPackDraft,
    refusals: [404, 502],
  }),
  filterPackReward: defineRoute({
    method: 'POST',
    path: '/rest/api/game-rewards/pack-drafts/:id/filtered',
    summary: "A pack reward's packs, narrowed by the collection's filters",
    token: 'user',
    params: byId,
    body: collectionQuery,
    reply: rewardPackDraft,
    refusals: [404, 502],
  }),
  claimPackReward: defineRoute({
    method: 'PUT',
    path: '/rest/api/game-rewards/pack-drafts/:id',
    summary: 'Claim your pack reward with the chosen packs',
    description:
      'Exactly as many packs as the reward gives, from its pool; a claimed reward is refused with 409.',
    token: 'user',
    params: byId,
    body: claimPackDraftPayload.extend({
      selectedPackIds: claimPackDraftPayload.shape.selectedPackIds.max(100),
    }),
    reply: rewardPackDraft,
    refusals: [404, 409, 502],
  }),
  wildcardReward: defineRoute({
    method: 'GET',
    path: '/rest/api/game-rewards/wildcard-drafts/:id',
    summary: 'A wildcard reward',
    token: 'user',
    params: byId,
    reply: wildcardDraft,
    refusals: [404],
  }),
  wildcardCards: defineRoute({
    method: 'POST',
    path: '/rest/api/game-rewards/wildcard-drafts/:id/cards',
    summary: "The cards a wildcard may pick, per week, narrowed by the collection's filters",
    token: 'user',
    params: byId,
    body: collectionQuery,
    reply: wildcardCardsResponse,
    refusals: [404, 502],
  }),
  claimWildcardReward: defineRoute({
    method: 'PUT',
    path: '/rest/api/game-rewards/wildcard-drafts/:id',
    summary: 'Claim your wildcard reward with the chosen cards',
    token: 'user',
    params: byId,
    body: claimWildcardDraftPayload,
    reply: wildcardDraft,
    refusals: [404, 409, 502],
  }),
  rewardsOfEveryPlayer: defineRoute({
    method: 'GET',
    path: '/rest/api/admin/game-rewards',
    summary: "Every player's rewards in a game (the game's admin)",
    token: 'user',
    query: byGame,
    reply: gameRewardsResponse,
    refusals: [403, 404, 502],
  }),
  rewardHistory: defineRoute({
    method: 'GET',
    path: '/rest/api/admin/game-rewards/history',
    summary: "A game's reward history, newest first (the game's admin)",
    description: "One player's when `playerId` is given.",
    token: 'user',
    query: z.object({ gameId: objectId, playerId: objectId.optional() }),
    reply: rewardHistoryResponse,
    refusals: [403, 404, 502],
  }),
  revertReward: defineRoute({
    method: 'POST',
    path: '/rest/api/admin/game-rewards/:id/revert',
    summary: "Revert a claimed reward to unclaimed (the game's admin)",
    token: 'user',
    params: byId,
    reply: gameReward,
    refusals: [403, 404, 409, 502],
  }),
  deleteReward: defineRoute({
    method: 'DELETE',
    path: '/rest/api/admin/game-rewards/:id',
    summary: "Delete a reward (the game's admin)",
    description: 'It is never granted again.',
    token: 'user',
    params: byId,
    status: 204,
    refusals: [403, 404, 409, 502],
  }),
  rewardConfig: defineRoute({
    method: 'GET',
    path: '/rest/api/progression-game/:id/reward-config',
    summary: "A game's reward tracks",
    token: 'user',
    params: byId,
    reply: rewardConfigResponse,
    refusals: [404, 502],
  }),
  saveRewardConfig: defineRoute({
    method: 'PUT',
    path: '/rest/api/progression-game/:id/reward-config',
    summary: "Save a game's reward tracks (the game's admin)",
    token: 'user',
    params: byId,
    body: saveRewardConfigPayload,
    reply: rewardConfigResponse,
    refusals: [403, 404, 502],
  }),
};
