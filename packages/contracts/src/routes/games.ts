import { z } from 'zod';
import {
  activePlayerQuery,
  createGamePayload,
  gameAdviceResponse,
  gamePlanResponse,
  gamesResponse,
  inviteCodeQuery,
  inviteValidationResponse,
  playersQuery,
  playersResponse,
  startNextWeekPayload,
} from '../api/games';
import { game, player, weekSchedule, weekScheduleView } from '../entities';
import { defineRoute } from './define';

const gameParams = z.object({ id: z.string() });

/** Games: the leagues players play in, their players and their weeks. */
export const gamesRoutes = {
  listGames: defineRoute({
    method: 'GET',
    path: '/rest/api/progression-game',
    summary: 'The games you play in',
    token: 'user',
    reply: gamesResponse,
  }),
  createGame: defineRoute({
    method: 'POST',
    path: '/rest/api/progression-game',
    summary: 'Create a game from a mode',
    description:
      'You become its admin and first player. Each user may create a limited number of games (409 past it).',
    token: 'user',
    body: createGamePayload,
    status: 201,
    reply: game,
    refusals: [403, 404, 409],
  }),
  checkInviteCode: defineRoute({
    method: 'GET',
    path: '/rest/api/progression-game/invite-code/validation',
    summary: 'Whether an invite code names a game',
    description: 'Checks are limited per user (429), so codes cannot be guessed.',
    token: 'user',
    query: inviteCodeQuery,
    reply: inviteValidationResponse,
    refusals: [429],
  }),
  joinGame: defineRoute({
    method: 'PUT',
    path: '/rest/api/progression-game/invite',
    summary: 'Join a game by its invite code',
    token: 'user',
    query: inviteCodeQuery,
    reply: game,
    refusals: [404, 409, 429],
  }),
  getGame: defineRoute({
    method: 'GET',
    path: '/rest/api/progression-game/:id',
    summary: 'One of your games',
    token: 'user',
    params: gameParams,
    reply: game,
    refusals: [404],
  }),
  gamePlan: defineRoute({
    method: 'GET',
    path: '/rest/api/progression-game/:id/plan',
    summary: "The game's copy of its mode's plan",
    token: 'user',
    params: gameParams,
    reply: gamePlanResponse,
    refusals: [404],
  }),
  gameAdvice: defineRoute({
    method: 'GET',
    path: '/rest/api/progression-game/:id/advice',
    summary: 'Players who have not played all their matches this week',
    token: 'user',
    params: gameParams,
    reply: gameAdviceResponse,
    refusals: [404, 502],
  }),
  startWeek: defineRoute({
    method: 'POST',
    path: '/rest/api/progression-game/:id/week',
    summary: "Start the next week (the game's admin)",
    description:
      'Names the week to start (the active week + 1): a repeated or concurrent start of it is refused with 409.',
    token: 'user',
    params: gameParams,
    body: startNextWeekPayload,
    reply: game,
    refusals: [403, 404, 409, 502],
  }),
  // Scheduled week starts
  gameSchedule: defineRoute({
    method: 'GET',
    path: '/rest/api/progression-game/:id/schedule',
    summary: 'When the next week starts by itself',
    description:
      "The admin's schedule of week starts (null when never set) and the next start (null when off).",
    token: 'user',
    params: gameParams,
    reply: weekScheduleView,
    refusals: [404],
  }),
  setGameSchedule: defineRoute({
    method: 'PUT',
    path: '/rest/api/progression-game/:id/schedule',
    summary: "Set the schedule of week starts (the game's admin)",
    description:
      'Weekday, time (HH:MM) and IANA time zone; the next week then starts at that time once, whichever replica is first.',
    token: 'user',
    params: gameParams,
    body: weekSchedule,
    reply: weekScheduleView,
    refusals: [403, 404, 409],
  }),
  yourPlayer: defineRoute({
    method: 'GET',
    path: '/rest/api/game-player/user',
    summary: 'Your player in a game',
    token: 'user',
    query: activePlayerQuery,
    reply: player,
    refusals: [404],
  }),
  listPlayers: defineRoute({
    method: 'GET',
    path: '/rest/api/game-player',
    summary: 'Players of a game, or players by id',
    description:
      'Give `gameId` for every player of a game, or repeat `gamePlayerId` for players by id; only players of games you play in are visible (404 otherwise).',
    token: 'user',
    query: playersQuery,
    reply: playersResponse,
    refusals: [404],
  }),
};
