import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { announcementIdOf, queueAnnouncement } from '../../domain/announce';
import { weekLines } from '../../domain/week-summary';

/** A started week: its number, sets, banlist version and changes, and the drafts waiting. */
export const announceWeekStarted = (clients: Clients) =>
  defineHandler({
    name: 'announce-week-started',
    events: ['game.week.started'],
    async handle(event) {
      const { gameId, week, playerIds } = event.data;
      if (!clients.discord) return;
      const game = await clients.games.internalGame(gameId);
      const t = messages.integrations;
      const drafts = game.plan.draftConfig.steps.length > 0 ? [t.draftsWaiting(playerIds.length)] : [];
      await queueAnnouncement({
        id: announcementIdOf(event.id, gameId),
        gameId,
        kind: 'WEEK_STARTED',
        lines: [
          t.announceWeekStarted(game.game.name, week),
          ...(await weekLines(game, week, clients.catalog)),
          ...drafts,
        ],
      });
    },
  });
