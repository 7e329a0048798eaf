import { z } from 'zod';
import { count, id, isoDate } from '../primitives';

/**
 * Events of scheduled week starts, spread into `eventDataSchemas` (kept apart so their block is one line
 * there). Both are published by games from the game's outbox, in the write that records them.
 */
export const scheduleEventDataSchemas = {
  /**
   * 24 hours before a scheduled start: the players with unplayed matches in the active week, each with
   * how many (the bell tells each, the chat bot posts one line in the game's channel). Once per week.
   */
  'game.week.reminder': z.object({
    version: z.literal(1),
    gameId: id,
    gameName: z.string(),
    /** The active week, whose matches are still to play. */
    week: z.number().int().min(1),
    /** When the next week starts. */
    startsAt: isoDate,
    players: z.array(
      z.object({ playerId: id, userId: id, username: z.string(), unplayed: z.number().int().min(1) }),
    ),
  }),
  /**
   * A scheduled start ran (with the week start's own `game.week.started` or `game.completed` in the same
   * write): what the admin's start dialog would have shown, for the game's admins' bell.
   */
  'game.schedule.fired': z.object({
    version: z.literal(1),
    gameId: id,
    gameName: z.string(),
    /** The week that started; null when the start completed the game (past its last week). */
    startedWeek: z.number().int().min(1).nullable(),
    /** The week that was active before (0 before the first). */
    previousWeek: count,
    scheduledAt: isoDate,
    adminUserIds: z.array(id),
    /** Usernames of players with unplayed matches in the week before. */
    openMatchPlayers: z.array(z.string()),
    /** False when the matches service could not be asked (the week started all the same). */
    matchesChecked: z.boolean(),
  }),
} as const;
