import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { announcementIdOf, queueAnnouncement } from '../../domain/announce';

/**
 * A custom or reward pack draft waiting for a player. Weekly drafts are not announced one by one: the
 * week's announcement says they wait for every player.
 */
export const announceDraftWaiting = (clients: Clients) =>
  defineHandler({
    name: 'announce-draft-waiting',
    events: ['draft.created'],
    async handle(event) {
      const { gameId, playerId, source } = event.data;
      if (!clients.discord || source === 'WEEKLY') return;
      const { game, players } = await clients.games.internalGame(gameId);
      const username = players.find((player) => player.id === playerId)?.username ?? '?';
      await queueAnnouncement({
        id: announcementIdOf(event.id, gameId),
        gameId,
        kind: 'DRAFT_WAITING',
        lines: [messages.integrations.announceDraftWaiting(game.name, username)],
      });
    },
  });
