import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { announcementIdOf, queueAnnouncement } from '../../domain/announce';

/** The playoff's champion, with the final's score; the game's name comes with the event, so games is not asked. */
export const announceChampion = (clients: Clients) =>
  defineHandler({
    name: 'announce-champion',
    events: ['playoff.completed'],
    async handle(event) {
      const { gameId, gameName, championUsername, runnerUpUsername, championGames, runnerUpGames } =
        event.data;
      if (!clients.discord) return;
      await queueAnnouncement({
        id: announcementIdOf(event.id, gameId),
        gameId,
        kind: 'PLAYOFF_CHAMPION',
        lines: [
          messages.playoffs.announceChampion(
            gameName,
            championUsername,
            runnerUpUsername,
            messages.playoffs.score(championGames, runnerUpGames),
          ),
        ],
      });
    },
  });
