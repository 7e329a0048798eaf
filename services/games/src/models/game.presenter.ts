import {
  game as gameSchema,
  gamePlan,
  player as playerSchema,
  type Game,
  type GamePlan,
  type Player,
  type WeekScheduleView,
  weekScheduleView,
} from '@progression/contracts';
import type { GameDocument, PlayerDocument } from './game';

type GameFields = Pick<
  GameDocument,
  | '_id'
  | 'name'
  | 'status'
  | 'activeWeek'
  | 'createdAt'
  | 'inviteCode'
  | 'weeks'
  | 'players'
  | 'modeId'
  | 'cardGameType'
  | 'settings'
>;

/** A game in the spec's shape; `started` is when it was created, `playerIds` its players' ids. */
export function presentGame(game: GameFields): Game {
  return gameSchema.parse({
    id: String(game._id),
    name: game.name,
    status: game.status,
    activeWeek: game.activeWeek,
    started: game.createdAt,
    inviteCode: game.inviteCode,
    weeks: game.weeks.map((week) => ({
      id: String(week._id),
      week: week.week,
      banlistVersion: week.banlistVersion ?? null,
      banlist:
        week.banlistVersion && week.banlistFormat
          ? { format: week.banlistFormat, activeFrom: week.banlistVersion }
          : null,
    })),
    playerIds: game.players.map((player) => String(player._id)),
    modeId: game.modeId,
    cardGameType: game.cardGameType,
    settings: { givePriorDraftsToLateJoiners: game.settings?.givePriorDraftsToLateJoiners ?? false },
  });
}

/** A player in the spec's shape. */
export function presentPlayer(gameId: unknown, player: PlayerDocument): Player {
  return playerSchema.parse({
    id: String(player._id),
    userId: player.userId,
    gameId: String(gameId),
    username: player.username,
    isAdmin: player.isAdmin,
    activeDrafts: player.activeDrafts,
  });
}

/** The game's copy of its mode's plan, in the contracts' shape (dates as ISO text). */
export function presentPlan(game: Pick<GameDocument, 'toObject'>): GamePlan {
  const plan = game.toObject().plan;
  return gamePlan.parse({
    cardPools: plan.cardPools,
    weeks: plan.weeks.map((week) => ({
      week: week.week,
      weekSets: week.weekSets.map((weekSet) => ({
        pool: weekSet.pool,
        sets: weekSet.sets.map((set) => ({ ...set, releaseDate: set.releaseDate.toISOString() })),
      })),
    })),
    draftConfig: plan.draftConfig,
    banlistConfig: plan.banlistConfig,
  });
}

/** The game's week schedule (null when never set) and its next start (null when off or complete). */
export function presentSchedule(game: Pick<GameDocument, 'schedule' | 'status'>): WeekScheduleView {
  const stored = game.schedule;
  return weekScheduleView.parse({
    schedule: stored
      ? { enabled: stored.enabled, weekday: stored.weekday, time: stored.time, timeZone: stored.timeZone }
      : null,
    nextStartAt: stored?.enabled && game.status === 'IN_PROGRESS' ? (stored.nextStartAt ?? null) : null,
  });
}
