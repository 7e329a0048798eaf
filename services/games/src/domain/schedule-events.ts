import { createEvent } from '@progression/contracts';
import type { GameDocument } from '../models/game';

const source = 'games';

type ScheduledGame = Pick<GameDocument, '_id' | 'name' | 'players' | 'activeWeek'>;

/** game.schedule.fired: a scheduled start ran, with the start dialog's check for the game's admins. */
export function scheduleFired(
  game: ScheduledGame,
  {
    startedWeek,
    scheduledAt,
    openPlayerIds,
  }: { startedWeek: number | null; scheduledAt: Date; openPlayerIds: string[] | undefined },
) {
  const open = new Set(openPlayerIds ?? []);
  return createEvent('game.schedule.fired', source, {
    version: 1,
    gameId: String(game._id),
    gameName: game.name,
    startedWeek,
    previousWeek: game.activeWeek,
    scheduledAt,
    adminUserIds: game.players.filter((player) => player.isAdmin).map((player) => player.userId),
    // In join order, as the game lists its players.
    openMatchPlayers: game.players
      .filter((player) => open.has(String(player._id)))
      .map((player) => player.username),
    matchesChecked: openPlayerIds !== undefined,
  });
}

/**
 * game.week.reminder: the players of the active week with matches still to play (players the game no
 * longer has are left out), 24 hours before `startsAt`.
 */
export function weekReminder(
  game: ScheduledGame,
  startsAt: Date,
  unplayed: Array<{ playerId: string; unplayed: number }>,
) {
  const players = new Map(game.players.map((player) => [String(player._id), player]));
  return createEvent('game.week.reminder', source, {
    version: 1,
    gameId: String(game._id),
    gameName: game.name,
    week: game.activeWeek,
    startsAt,
    players: unplayed.flatMap(({ playerId, unplayed: count }) => {
      const player = players.get(playerId);
      return player ? [{ playerId, userId: player.userId, username: player.username, unplayed: count }] : [];
    }),
  });
}
