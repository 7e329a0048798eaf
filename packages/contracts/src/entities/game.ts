import { z } from 'zod';
import { cardGameType, count, id, isoDate } from '../primitives';
import { banlistFormat } from './banlist';

export const gameStatuses = ['IN_PROGRESS', 'COMPLETE'] as const;
export const gameStatus = z.enum(gameStatuses);
export type GameStatus = z.infer<typeof gameStatus>;

/** The system banlist version a week plays under: its format and the date it took effect. */
export const weekBanlist = z.object({ format: banlistFormat, activeFrom: isoDate });
export type WeekBanlist = z.infer<typeof weekBanlist>;

/** A started week of a game, with the banlist version fixed at its start (null when it has none). */
export const gameWeek = z.object({
  id,
  week: z.number().int().min(1),
  /** activeFrom of `banlist`, kept for readers that only need the date. */
  banlistVersion: isoDate.nullable(),
  banlist: weekBanlist.nullable(),
});
export type GameWeek = z.infer<typeof gameWeek>;

/** Settings chosen when the game was created. */
export const gameSettings = z.object({
  /** Players who join after the start get every draft of the weeks before. */
  givePriorDraftsToLateJoiners: z.boolean(),
});
export type GameSettings = z.infer<typeof gameSettings>;

/** A league run from a progression mode. Week 0 (no weeks) means not started. */
export const game = z.object({
  id,
  name: z.string(),
  status: gameStatus,
  activeWeek: count,
  /** When the game was created. */
  started: isoDate,
  inviteCode: z.string(),
  weeks: z.array(gameWeek),
  playerIds: z.array(id),
  modeId: id,
  cardGameType,
  settings: gameSettings,
});
export type Game = z.infer<typeof game>;

/** A game has started once it has a week. */
export function isGameStarted(value: Pick<Game, 'weeks'>): boolean {
  return value.weeks.length > 0;
}

/** A user's membership of a game. */
export const player = z.object({
  id,
  userId: id,
  gameId: id,
  username: z.string(),
  isAdmin: z.boolean(),
  /** Pack draft ids the player has not finished. */
  activeDrafts: z.array(id),
});
export type Player = z.infer<typeof player>;

/** The check before starting the next week: players (ids) with unplayed matches this week. */
export const startNextWeekCheck = z.object({ playerMatchIssues: z.array(id) });
export type StartNextWeekCheck = z.infer<typeof startNextWeekCheck>;
