import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { actionButton, linkButton } from '../../discord/components';
import { announcementIdOf, queueAnnouncement } from '../../domain/announce';
import { gamePageUrl, type WebAppLinks } from '../../domain/web-app-links';
import { weekFactsOfEvent, weekLines } from '../../domain/week-summary';

/**
 * A started week: its number, sets, banlist version and changes, and the drafts waiting (from the event),
 * with a button showing the clicking player their matches and one opening the game in Progression.
 */
export const announceWeekStarted = (clients: Clients, links: WebAppLinks = {}) =>
  defineHandler({
    name: 'announce-week-started',
    events: ['game.week.started'],
    async handle(event) {
      const { data } = event;
      if (!clients.discord) return;
      const t = messages.integrations;
      const drafts = data.plan.draftConfig.steps.length > 0 ? [t.draftsWaiting(data.players.length)] : [];
      await queueAnnouncement({
        id: announcementIdOf(event.id, data.gameId),
        gameId: data.gameId,
        kind: 'WEEK_STARTED',
        lines: [
          t.announceWeekStarted(data.gameName, data.week),
          ...(await weekLines(weekFactsOfEvent(data), clients.catalog)),
          ...drafts,
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
