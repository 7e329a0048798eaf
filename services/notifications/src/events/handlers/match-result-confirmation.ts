import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import { links } from '../../domain/links';
import { notify } from '../../live/store';
import { gameNameOf } from '../../models/known-game';

/**
 * Confirmed results: a player reported a result that waits for their opponent, who is asked to confirm
 * or dispute it on the matches page. The event names the users, so no copy of the players is needed.
 */
export const matchResultReported = defineHandler({
  name: 'match-result-reported',
  events: ['match.result.reported'],
  async handle(event) {
    const { data } = event;
    const game = await gameNameOf(data.gameId);
    await notify({
      eventId: event.id,
      kind: 'MATCH_PENDING',
      gameId: data.gameId,
      occurredAt: event.occurredAt,
      recipients: [
        {
          userId: data.opponent.userId,
          message: messages.matchResults.confirmOrDispute(data.reporter.username, data.week, game),
          link: links.matches(data.gameId),
        },
      ],
    });
  },
});

/** The opponent disputed a pending result: the game's admins decide it, with the reason before them. */
export const matchResultDisputed = defineHandler({
  name: 'match-result-disputed',
  events: ['match.result.disputed'],
  async handle(event) {
    const { data } = event;
    const game = await gameNameOf(data.gameId);
    await notify({
      eventId: event.id,
      kind: 'MATCH_DISPUTED',
      gameId: data.gameId,
      occurredAt: event.occurredAt,
      recipients: data.admins.map((admin) => ({
        userId: admin.userId,
        message: messages.matchResults.disputedNotice(data.disputedBy.username, data.week, game, data.reason),
        link: links.matches(data.gameId),
      })),
    });
  },
});
