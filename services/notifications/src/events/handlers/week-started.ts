import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import { links } from '../../domain/links';
import { shouldWaitForPlayers } from '../../domain/players-known';
import { notify } from '../../live/store';
import { gameNameOf } from '../../models/known-game';
import { usersOfPlayers } from '../../models/player';

/**
 * Every player of the week: it started, with new drafts and matches. It links to the game's overview
 * until the player's weekly draft exists (draft.created WEEKLY then points it at the draft).
 */
export const weekStarted = defineHandler({
  name: 'week-started',
  events: ['game.week.started'],
  async handle(event, { attempt }) {
    const { data } = event;
    const users = await usersOfPlayers(data.gameId, data.playerIds);
    if (shouldWaitForPlayers(data.playerIds.length - users.size, attempt))
      throw new Error(`players of game ${data.gameId} not known yet`);
    const game = await gameNameOf(data.gameId);
    await notify({
      eventId: event.id,
      kind: 'WEEK_STARTED',
      gameId: data.gameId,
      occurredAt: event.occurredAt,
      week: data.week,
      recipients: [...users.values()].map((userId) => ({
        userId,
        message: messages.notifications.weekStarted(data.week, game),
        link: links.overview(data.gameId),
      })),
    });
  },
});
