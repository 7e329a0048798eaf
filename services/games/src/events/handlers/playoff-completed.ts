import { defineHandler, outboxPush } from '@progression/service-kit';
import { gameCompleted } from '../../domain/game-events';
import { Game } from '../../models/game';

/**
 * A playoff's final completes the game, as a start past the plan's last week does: COMPLETE with
 * `game.completed` in the same write, conditioned on the game still being in progress, so a redelivery (or
 * a game the admin completed already) changes nothing and the game is completed once.
 */
export const completeAfterPlayoff = defineHandler({
  name: 'complete-after-playoff',
  events: ['playoff.completed'],
  async handle(event) {
    const game = await Game.findById(event.data.gameId, { activeWeek: 1 }).lean();
    if (!game) return;
    await Game.updateOne(
      { _id: game._id, status: 'IN_PROGRESS' },
      { $set: { status: 'COMPLETE' }, $push: outboxPush(gameCompleted(game)) },
    );
  },
});
