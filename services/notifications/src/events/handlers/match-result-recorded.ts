import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import { links } from '../../domain/links';
import { shouldWaitForPlayers } from '../../domain/players-known';
import { notify } from '../../live/store';
import { gameNameOf } from '../../models/known-game';
import { usersOfPlayers } from '../../models/player';

/**
 * Both players of the match: the event does not say who recorded (or reset) the result, and the one
 * who did gains from it too (their other tabs and devices refresh). Each is told their own outcome.
 */
export const matchResultRecorded = defineHandler({
  name: 'match-result-recorded',
  events: ['match.result.recorded'],
  async handle(event, { attempt }) {
    const { data } = event;
    const playerIds = [data.firstPlayerId, data.secondPlayerId];
    const users = await usersOfPlayers(data.gameId, playerIds);
    if (shouldWaitForPlayers(playerIds.length - users.size, attempt))
      throw new Error(`players of match ${data.matchId} not known yet`);
    const game = await gameNameOf(data.gameId);
    await notify({
      eventId: event.id,
      kind: data.winnerId === null ? 'MATCH_RESET' : 'MATCH_RESULT',
      gameId: data.gameId,
      occurredAt: event.occurredAt,
      recipients: [...users].map(([playerId, userId]) => ({
        userId,
        message:
          data.winnerId === null
            ? messages.notifications.resultReset(data.week, game)
            : messages.notifications.resultRecorded(data.week, game, data.winnerId === playerId),
        link: links.overview(data.gameId),
      })),
    });
  },
});
