import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { announcementIdOf, queueAnnouncement } from '../../domain/announce';

/** A match result (or its reset), with the players' names. */
export const announceResult = (clients: Clients) =>
  defineHandler({
    name: 'announce-result',
    events: ['match.result.recorded'],
    async handle(event) {
      const { gameId, week, firstPlayerId, secondPlayerId, winnerId } = event.data;
      if (!clients.discord) return;
      const { game, players } = await clients.games.internalGame(gameId);
      const name = (playerId: string) => players.find((player) => player.id === playerId)?.username ?? '?';
      const t = messages.integrations;
      const loserId = winnerId === firstPlayerId ? secondPlayerId : firstPlayerId;
      await queueAnnouncement({
        id: announcementIdOf(event.id, gameId),
        gameId,
        kind: 'MATCH_RESULT',
        lines: [
          winnerId
            ? t.announceResult(game.name, week, name(winnerId), name(loserId))
            : t.announceResultReset(game.name, week, name(firstPlayerId), name(secondPlayerId)),
        ],
      });
    },
  });
