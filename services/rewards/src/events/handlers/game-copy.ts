import type { GameEventPlayer } from '@progression/contracts';
import { applyOnce, defineHandler } from '@progression/service-kit';
import { ensureGame } from '../../domain/games';
import { Game } from '../../models/game';

type StartedWeek = { week: number; weekSets: unknown[] };

/**
 * Keeps rewards' copy of a game from the events that carry it: a join adds its player (and the weeks
 * started by then), a week start every player and every week started so far. Each event once (the inbox);
 * whichever order they come in, the copy ends the same, as every change sets its own keyed path.
 */
export const gameCopy = defineHandler({
  name: 'game-copy',
  events: ['game.player.joined', 'game.week.started'],
  async handle(event) {
    const set: Record<string, unknown> = {};
    const player = ({ playerId, userId, username, isAdmin, joinOrder }: GameEventPlayer) => {
      set[`players.${playerId}`] = { userId, username, isAdmin, joinOrder };
    };
    const week = ({ week: number, weekSets }: StartedWeek) => {
      set[`weeks.${number}`] = { weekSets };
    };
    if (event.type === 'game.player.joined') {
      player(event.data.player);
      event.data.startedWeeks.forEach(week);
      set.cardPools = event.data.cardPools;
    } else {
      event.data.players.forEach(player);
      event.data.startedWeeks.forEach(week);
      set.cardPools = event.data.plan.cardPools;
    }
    const { gameId } = event.data;
    await ensureGame(gameId);
    await applyOnce(Game, event.id, { _id: gameId }, { $set: set });
  },
});
