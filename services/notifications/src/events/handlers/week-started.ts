import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import { links } from '../../domain/links';
import { linkWeekNotifications } from '../../domain/week-draft-links';
import { notify } from '../../live/store';

/**
 * Every player of the week (the event carries them with their users and the game's name): it started,
 * with new drafts and matches. It links to the game's overview until the player's weekly draft is known
 * (draft.created WEEKLY, handled before or after, then points it at the draft).
 */
export const weekStarted = defineHandler({
  name: 'week-started',
  events: ['game.week.started'],
  async handle(event) {
    const { data } = event;
    await notify({
      eventId: event.id,
      kind: 'WEEK_STARTED',
      gameId: data.gameId,
      occurredAt: event.occurredAt,
      week: data.week,
      recipients: data.players.map((player) => ({
        userId: player.userId,
        message: messages.notifications.weekStarted(data.week, data.gameName),
        link: links.overview(data.gameId),
      })),
    });
    // Drafts handled before this week's notifications existed get linked now.
    await linkWeekNotifications(
      data.gameId,
      data.week,
      data.players.map((player) => player.userId),
    );
  },
});
