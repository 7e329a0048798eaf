import { defineHandler } from '@progression/service-kit';
import { grantRewards } from '../../domain/grant-rewards';

/**
 * A started week evaluates every player's three tracks (the week track's counter is the new week; the win
 * and loss tracks count the results so far), for the players the event carries. It runs after
 * `count-results` has counted every result recorded before the week started, so a result reported just
 * before the start is not left for the next week. Exactly once by construction: each grant is insert-once
 * under an id derived from what it is granted for.
 */
export const weekStarted = defineHandler({
  name: 'grant-rewards',
  events: ['game.week.started'],
  after: ['count-results'],
  async handle(event) {
    const { gameId, week, players } = event.data;
    await grantRewards(
      {
        gameId,
        activeWeek: week,
        players: players.map((player) => ({ id: player.playerId, userId: player.userId })),
      },
      null,
    );
  },
});
