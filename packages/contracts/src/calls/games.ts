import { z } from 'zod';
import { activePlayerQuery, internalGame } from '../api/games';
import { game, player } from '../entities';
import { id, objectId } from '../primitives';
import { eventDataSchemas } from '../events';
import { gameEventDataQuery } from '../event-versions';
import { defineCall } from './define';

/** What other services ask of the games service. */
export const gamesCalls = {
  /** The game, its players and its own copy of the plan (service token); 404 for an unknown game. */
  internalGame: defineCall({
    method: 'GET',
    path: '/internal/progression-game/:id',
    params: z.object({ id: z.string() }),
    reply: internalGame,
  }),
  /**
   * The v2 data of a game event games published as v1 (the week's or the player's state as games has it
   * now), for the v1 upcasters only; goes with them once no v1 is left in the stream (14 days' max age).
   */
  gameEventData: defineCall({
    method: 'GET',
    path: '/internal/progression-game/:id/event-data',
    params: z.object({ id: z.string() }),
    query: gameEventDataQuery,
    reply: z.union([eventDataSchemas['game.week.started'], eventDataSchemas['game.player.joined']]),
  }),
  /** The game an invite code opens (the chat bot's /subscribe); 404 "Could not find a game with that code". */
  gameByInviteCode: defineCall({
    method: 'GET',
    path: '/internal/progression-game/invite-code/:code',
    params: z.object({ code: z.string().min(1).max(64) }),
    reply: z.object({ gameId: id, name: z.string() }),
  }),
  /**
   * The games a user plays in, oldest first, with their invite codes (the chat bot offers them as the
   * linked user types a game); an unknown user plays in none.
   */
  gamesOfUser: defineCall({
    method: 'GET',
    path: '/internal/progression-game/of-user/:userId',
    params: z.object({ userId: objectId }),
    reply: z.object({
      games: z.array(
        z.object({ gameId: id, name: z.string(), inviteCode: z.string(), isAdmin: z.boolean() }),
      ),
    }),
  }),
  /** Public: the game as the calling user sees it; 404 when they do not play in it. */
  gameOfCaller: defineCall({
    method: 'GET',
    path: '/rest/api/progression-game/:id',
    params: z.object({ id: z.string() }),
    reply: game,
  }),
  /** Public: the calling user's player in a game (with `isAdmin`); 404 when they do not play in it. */
  playerOfCaller: defineCall({
    method: 'GET',
    path: '/rest/api/game-player/user',
    query: activePlayerQuery,
    reply: player,
  }),
};
