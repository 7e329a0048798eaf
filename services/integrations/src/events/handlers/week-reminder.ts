import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { actionButton, linkButton } from '../../discord/components';
import { announcementIdOf, queueAnnouncement } from '../../domain/announce';
import { gamePageUrl, type WebAppLinks } from '../../domain/web-app-links';

/**
 * 24 hours before a scheduled week start: one line in the game's channel naming who still has matches to
 * play, with the My matches button (each player reports from there) and one opening the game. The event
 * carries the names, so games is not asked; a game without a chat bot gets nothing.
 */
export const announceWeekReminder = (clients: Clients, links: WebAppLinks = {}) =>
  defineHandler({
    name: 'announce-week-reminder',
    events: ['game.week.reminder'],
    async handle(event) {
      const { data } = event;
      if (!clients.discord || data.players.length === 0) return;
      const t = messages.integrations;
      await queueAnnouncement({
        id: announcementIdOf(event.id, data.gameId),
        gameId: data.gameId,
        kind: 'WEEK_REMINDER',
        lines: [
          messages.schedule.channelReminder(
            data.week,
            data.gameName,
            data.players.map((player) => player.username),
          ),
        ],
        buttons: [
          actionButton(t.buttons.myMatches, 'matches', { gameId: data.gameId }, 'primary'),
          ...(links.webAppUrl
            ? [linkButton(t.buttons.openGame, gamePageUrl(links.webAppUrl, data.gameId))]
            : []),
        ],
      });
    },
  });
