import {
  activePlayerResponse,
  createGameResponse,
  game,
  gameAdviceResponse,
  gamePlanResponse,
  gamesResponse,
  inviteValidationResponse,
  joinGameResponse,
  playersResponse,
  startNextWeekResponse,
  type Game,
  type GamePlan,
  type GameSettings,
  type Player,
  type StartNextWeekPayload,
  type WeekSchedule,
  type WeekScheduleView,
  weekScheduleView,
} from '@progression/contracts';
import { api } from '@progression/platform';
import { segment } from './path';

const base = '/rest/api/progression-game';

/** The games service through the gateway: every reply parsed with its contracts schema. */
export const games = {
  /** The caller's games. */
  list: async (signal?: AbortSignal): Promise<Game[]> =>
    (await api.get(base, { parse: gamesResponse.parse, signal })).games,

  /** One of the caller's games (404 for a game the caller does not play in). */
  get: (gameId: string, signal?: AbortSignal): Promise<Game> =>
    api.get(`${base}/${segment(gameId)}`, { parse: game.parse, signal }),

  create: (modeId: string, settings: GameSettings): Promise<Game> =>
    api.post(base, { modeId, settings }, { parse: createGameResponse.parse }),

  join: (inviteCode: string): Promise<Game> =>
    api.put(`${base}/invite`, undefined, { query: { inviteCode }, parse: joinGameResponse.parse }),

  isInviteCodeValid: async (inviteCode: string, signal?: AbortSignal): Promise<boolean> =>
    (
      await api.get(`${base}/invite-code/validation`, {
        query: { inviteCode },
        parse: inviteValidationResponse.parse,
        signal,
      })
    ).valid,

  /** The game's copy of its mode's plan, readable by every player of the game. */
  plan: (gameId: string, signal?: AbortSignal): Promise<GamePlan> =>
    api.get(`${base}/${segment(gameId)}/plan`, { parse: gamePlanResponse.parse, signal }),

  /** Players (ids) who have not played all their matches of the active week. */
  matchIssues: async (gameId: string, signal?: AbortSignal): Promise<string[]> =>
    (await api.get(`${base}/${segment(gameId)}/advice`, { parse: gameAdviceResponse.parse, signal }))
      .playerMatchIssues,

  /** Starts the week named (the active week + 1): a repeated or concurrent start of it is refused. */
  startWeek: (gameId: string, payload: StartNextWeekPayload): Promise<Game> =>
    api.post(`${base}/${segment(gameId)}/week`, payload, { parse: startNextWeekResponse.parse }),

  /** The game's week schedule and when the next week starts by itself. */
  schedule: (gameId: string, signal?: AbortSignal): Promise<WeekScheduleView> =>
    api.get(`${base}/${segment(gameId)}/schedule`, { parse: weekScheduleView.parse, signal }),

  /** Sets the schedule (the game's admin); answers it with the next start. */
  saveSchedule: (gameId: string, schedule: WeekSchedule): Promise<WeekScheduleView> =>
    api.put(`${base}/${segment(gameId)}/schedule`, schedule, { parse: weekScheduleView.parse }),

  /** The caller's player in a game. */
  activePlayer: (gameId: string, signal?: AbortSignal): Promise<Player> =>
    api.get('/rest/api/game-player/user', { query: { gameId }, parse: activePlayerResponse.parse, signal }),

  /** Every player of a game. */
  players: async (gameId: string, signal?: AbortSignal): Promise<Player[]> =>
    (await api.get('/rest/api/game-player', { query: { gameId }, parse: playersResponse.parse, signal }))
      .players,
};
