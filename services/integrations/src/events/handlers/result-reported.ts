import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { actionButton, linkButton } from '../../discord/components';
import { announcementIdOf, queueAnnouncement } from '../../domain/announce';
import { matchesPageUrl, type WebAppLinks } from '../../domain/web-app-links';

/**
 * Confirmed results: a reported result waits for the opponent. The channel is told, with a Confirm
 * button (acting as the clicking user: the matches service lets only the opponent confirm) and, when the
 * web app's address is known, a link to the matches page, where a dispute needs its reason typed.
 */
export const announceReportedResult = (clients: Clients, { webAppUrl }: WebAppLinks) =>
  defineHandler({
    name: 'announce-reported-result',
    events: ['match.result.reported'],
    async handle(event) {
      const { gameId, matchId, week, winnerId, score, reporter, opponent } = event.data;
      if (!clients.discord) return;
      const { game } = await clients.games.internalGame(gameId);
      const t = messages.matchResults;
      const [winner, loser] = winnerId === reporter.playerId ? [reporter, opponent] : [opponent, reporter];
      await queueAnnouncement({
        id: announcementIdOf(event.id, gameId),
        gameId,
        kind: 'MATCH_RESULT',
        lines: [
          t.announcePending(
            game.name,
            week,
            reporter.username,
            winner.username,
            loser.username,
            score,
            opponent.username,
          ),
        ],
        buttons: [
          actionButton(t.confirmButton(opponent.username), 'confirm', { gameId, matchId }, 'success'),
          ...(webAppUrl ? [linkButton(t.disputeLink, matchesPageUrl(webAppUrl, gameId))] : []),
        ],
      });
    },
  });
