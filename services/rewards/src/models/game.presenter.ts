import type { CardPool, PlanSet } from '@progression/contracts';
import type { GamePlayer, GameView } from '../domain/game-view';

interface StoredPlayer extends Omit<GamePlayer, 'id'> {
  joinOrder: number;
}
interface StoredWeek {
  weekSets: Array<{ pool: string; sets: PlanSet[] }>;
}

/** The stored copy as the domain reads it: players in join order, weeks in order. */
export function presentGame(game: {
  _id: string;
  players?: unknown;
  weeks?: unknown;
  cardPools?: unknown;
}): GameView {
  const players = Object.entries((game.players ?? {}) as Record<string, StoredPlayer>)
    .sort(([, a], [, b]) => a.joinOrder - b.joinOrder)
    .map(([id, { userId, username, isAdmin }]) => ({ id, userId, username, isAdmin }));
  const weeks = Object.entries((game.weeks ?? {}) as Record<string, StoredWeek>)
    .map(([week, { weekSets }]) => ({ week: Number(week), weekSets }))
    .sort((a, b) => a.week - b.week);
  return {
    gameId: game._id,
    activeWeek: weeks.reduce((last, week) => Math.max(last, week.week), 0),
    players,
    plan: { cardPools: (game.cardPools ?? []) as CardPool[], weeks },
  };
}
