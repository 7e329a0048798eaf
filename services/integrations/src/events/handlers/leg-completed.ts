import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { announcementIdOf, queueAnnouncement } from '../../domain/announce';

/**
 * A completed leg with its final table of placed players, in the event's order (the matches service
 * places them; tied players share a place).
 */
export const announceLegCompleted = (clients: Clients) =>
  defineHandler({
    name: 'announce-leg-completed',
    events: ['match.leg.completed'],
    async handle(event) {
      const { gameId, leg, firstWeek, lastWeek, entries } = event.data;
      if (!clients.discord) return;
      const { game } = await clients.games.internalGame(gameId);
      const t = messages.integrations;
      await queueAnnouncement({
        id: announcementIdOf(event.id, gameId),
        gameId,
        kind: 'LEG_COMPLETED',
        lines: [
          t.announceLegCompleted(game.name, leg, firstWeek, lastWeek),
          ...entries.flatMap((entry) =>
            entry.place === null
              ? []
              : [t.standingsRow(entry.place, entry.username, entry.points, entry.wins, entry.losses)],
          ),
        ],
      });
    },
  });
