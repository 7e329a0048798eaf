import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import { links } from '../../domain/links';
import { notify } from '../../live/store';

/**
 * 24 hours before a scheduled week start: each player with unplayed matches this week is told how many,
 * linking to the game's overview. The event carries the players' users and the game's name.
 */
export const weekReminder = defineHandler({
  name: 'week-reminder',
  events: ['game.week.reminder'],
  async handle(event) {
    const { data } = event;
    await notify({
      eventId: event.id,
      kind: 'WEEK_REMINDER',
      gameId: data.gameId,
      occurredAt: event.occurredAt,
      recipients: data.players.map((player) => ({
        userId: player.userId,
        message: messages.schedule.reminder(data.week, data.gameName, player.unplayed),
        link: links.overview(data.gameId),
      })),
    });
  },
});
