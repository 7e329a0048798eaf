import { z } from 'zod';
import {
  banlistConfig,
  cardPool,
  cardSet,
  customDraftPayload,
  draftConfig,
  game,
  gameSettings,
  packDraft,
  player,
  rewardConfig,
  startNextWeekCheck,
} from '../entities';
import { messages } from '../messages';
import { id, objectId, queryList } from '../primitives';

/** Longer than any invite code (with blanks around it): a longer one names no game. */
const inviteCodeMaxLength = 40;

/** POST /rest/api/progression-game; `modeId` goes into the modes service's URL, so it must be an id. */
export const createGamePayload = z.object({ modeId: objectId, settings: gameSettings.optional() });
export type CreateGamePayload = z.infer<typeof createGamePayload>;
export const createGameResponse = game;

/** GET /rest/api/progression-game */
export const gamesResponse = z.object({ games: z.array(game) });
export type GamesResponse = z.infer<typeof gamesResponse>;

/** PUT /rest/api/progression-game/invite?inviteCode= answers the joined game. */
export const inviteCodeQuery = z.object({
  inviteCode: z.string().min(1).max(inviteCodeMaxLength, { error: messages.games.inviteCodeNotFound }),
});
export type InviteCodeQuery = z.infer<typeof inviteCodeQuery>;
export const joinGameResponse = game;

/** GET /rest/api/progression-game/invite-code/validation?inviteCode= */
export const inviteValidationResponse = z.object({ valid: z.boolean() });
export type InviteValidationResponse = z.infer<typeof inviteValidationResponse>;

/** GET /rest/api/progression-game/{id}/advice, and POST /{id}/week when players still have matches. */
export const gameAdviceResponse = startNextWeekCheck;

/**
 * POST /rest/api/progression-game/{id}/week: starts the next week and answers the game. The body names
 * the week meant (the active week + 1); any other is refused with 409, so a repeated or concurrent click
 * starts that week once.
 */
export const startNextWeekPayload = z.object({
  week: z.number({ error: messages.games.weekRequired }).int().min(1),
});
export type StartNextWeekPayload = z.infer<typeof startNextWeekPayload>;
export const startNextWeekResponse = game;

/** POST /rest/api/progression-game/{id}/drafts/bulk answers the created drafts. */
export const bulkDraftPayload = customDraftPayload;
export const bulkDraftResponse = z.object({ drafts: z.array(packDraft) });
export type BulkDraftResponse = z.infer<typeof bulkDraftResponse>;

/** GET and PUT /rest/api/progression-game/{id}/reward-config. */
export const rewardConfigPayload = rewardConfig.pick({ weekTrack: true, winTrack: true, lossTrack: true });
export type RewardConfigPayload = z.infer<typeof rewardConfigPayload>;
export const rewardConfigResponse = rewardConfig;

/** GET /rest/api/game-player/user?gameId=: the caller's player in a game. */
export const activePlayerQuery = z.object({ gameId: id });
export type ActivePlayerQuery = z.infer<typeof activePlayerQuery>;
export const activePlayerResponse = player;

/** GET /rest/api/game-player?gamePlayerId=..: players by id (or `gameId` for all players of a game). */
export const playersQuery = z.object({
  gamePlayerId: queryList(id).optional(),
  gameId: id.optional(),
});
export type PlayersQuery = z.infer<typeof playersQuery>;
export const playersResponse = z.object({ players: z.array(player) });
export type PlayersResponse = z.infer<typeof playersResponse>;

/** A set of a game's plan: what the game copied of it from the mode. */
export const planSet = cardSet.pick({
  id: true,
  type: true,
  setCode: true,
  setName: true,
  releaseDate: true,
});
export type PlanSet = z.infer<typeof planSet>;

/**
 * The game's own copy of its mode's plan (pools, weeks of sets, draft and banlist configuration), as it
 * was when the game was created. GET /rest/api/progression-game/{id}/plan shows it to every player.
 */
export const gamePlan = z.object({
  cardPools: z.array(cardPool),
  weeks: z.array(
    z.object({
      week: z.number().int().min(1),
      weekSets: z.array(z.object({ pool: z.string(), sets: z.array(planSet) })),
    }),
  ),
  draftConfig,
  banlistConfig,
});
export type GamePlan = z.infer<typeof gamePlan>;
export const gamePlanResponse = gamePlan;

/** GET /internal/progression-game/{id} (service token): the game, its players and its own copy of the plan. */
export const internalGame = z.object({ game, players: z.array(player), plan: gamePlan });
export type InternalGame = z.infer<typeof internalGame>;
