import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { actionButton } from '../../discord/components';
import { announcementIdOf, queueAnnouncement } from '../../domain/announce';

/**
 * A match result (or its reset), with the players' names and buttons to report it as the clicking user:
 * after a result, the other outcome (a correction); after a reset, either player's win. The matches
 * service decides who may (the two players or the admin, in the active week).
 */
export const announceResult = (clients: Clients) =>
  defineHandler({
    name: 'announce-result',
    events: ['match.result.recorded'],
    async handle(event) {
      const { gameId, matchId, week, firstPlayerId, secondPlayerId, winnerId } = event.data;
      if (!clients.discord) return;
      const { game, players } = await clients.games.internalGame(gameId);
      const name = (playerId: string) => players.find((player) => player.id === playerId)?.username ?? '?';
      const t = messages.integrations;
      const loserId = winnerId === firstPlayerId ? secondPlayerId : firstPlayerId;
      const wonButton = (playerId: string) =>
        actionButton(t.buttons.won(name(playerId)), 'report', { gameId, matchId, winnerId: playerId });
      await queueAnnouncement({
        id: announcementIdOf(event.id, gameId),
        gameId,
        kind: 'MATCH_RESULT',
        lines: [
          winnerId
            ? t.announceResult(game.name, week, name(winnerId), name(loserId))
            : t.announceResultReset(game.name, week, name(firstPlayerId), name(secondPlayerId)),
        ],
        buttons: winnerId ? [wonButton(loserId)] : [wonButton(firstPlayerId), wonButton(secondPlayerId)],
      });
    },
  });
