import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { linkButton } from '../../discord/components';
import { announcementIdOf, queueAnnouncement } from '../../domain/announce';
import { draftPageUrl, type WebAppLinks } from '../../domain/web-app-links';

/**
 * A custom or reward pack draft waiting for a player, with a button opening the draft's page. Weekly
 * drafts are not announced one by one: the week's announcement says they wait for every player.
 */
export const announceDraftWaiting = (clients: Clients, links: WebAppLinks = {}) => {
  const handler = defineHandler({
    name: 'announce-draft-waiting',
    events: ['draft.created'],
    // A week start's drafts come together and are all weekly: nothing to announce, one inbox write.
    async handleBatch(events, context) {
      for (const event of events) await handler.handle(event, context);
    },
    async handle(event) {
      const { gameId, playerId, draftId, source } = event.data;
      if (!clients.discord || source === 'WEEKLY') return;
      const { game, players } = await clients.games.internalGame(gameId);
      const username = players.find((player) => player.id === playerId)?.username ?? '?';
      await queueAnnouncement({
        id: announcementIdOf(event.id, gameId),
        gameId,
        kind: 'DRAFT_WAITING',
        lines: [messages.integrations.announceDraftWaiting(game.name, username)],
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
  return handler;
};
