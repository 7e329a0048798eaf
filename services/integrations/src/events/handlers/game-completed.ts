import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { announcementIdOf, queueAnnouncement } from '../../domain/announce';

/** The game is complete. */
export const announceGameCompleted = (clients: Clients) =>
  defineHandler({
    name: 'announce-game-completed',
    events: ['game.completed'],
    async handle(event) {
      const { gameId, lastWeek } = event.data;
      if (!clients.discord) return;
      const { game } = await clients.games.internalGame(gameId);
      await queueAnnouncement({
        id: announcementIdOf(event.id, gameId),
        gameId,
        kind: 'GAME_COMPLETED',
        lines: [messages.integrations.announceGameCompleted(game.name, lastWeek)],
      });
    },
  });
