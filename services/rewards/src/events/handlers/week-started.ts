import { defineHandler } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { grantRewards } from '../../domain/grant-rewards';

/**
 * A started week evaluates every player's three tracks (the week track's counter is the new week; the win
 * and loss tracks count the results so far). Exactly once by construction: each grant is insert-once
 * under an id derived from what it is granted for.
 */
export const weekStarted = (clients: Clients) =>
  defineHandler({
    name: 'grant-rewards',
    events: ['game.week.started'],
    async handle(event) {
      // The game as it is now: a later week may already have started, which only makes this evaluation
      // grant what that week's own evaluation would grant anyway.
      await grantRewards(await clients.games.internalGame(event.data.gameId), null);
    },
  });
