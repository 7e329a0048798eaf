import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { linkButton } from '../../discord/components';
import { announcementIdOf, queueAnnouncement } from '../../domain/announce';
import { draftPageUrl, type WebAppLinks } from '../../domain/web-app-links';

/**
 * A booster draft pick is due: "{player}, your pick in {game}" in the game's channel, with a button
 * opening the player's draft. The event carries both names, so games is not asked.
 */
export const announcePickDue = (clients: Clients, links: WebAppLinks = {}) =>
  defineHandler({
    name: 'announce-pick-due',
    events: ['draft.pick.due'],
    async handle(event) {
      const { gameId, gameName, username, draftId } = event.data;
      if (!clients.discord) return;
      await queueAnnouncement({
        id: announcementIdOf(event.id, gameId),
        gameId,
        kind: 'PICK_DUE',
        lines: [messages.notifications.pickDue(username, gameName)],
        buttons: links.webAppUrl
          ? [
              linkButton(
                messages.integrations.buttons.openDraft,
                draftPageUrl(links.webAppUrl, gameId, draftId),
              ),
            ]
          : [],
      });
    },
  });
