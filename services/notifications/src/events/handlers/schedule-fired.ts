import { messages, type EventData } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import { links } from '../../domain/links';
import { notify } from '../../live/store';

/** What the admin's start dialog would have shown, as one line: the week started, and who had not played. */
function noteOf(data: EventData<'game.schedule.fired'>): string {
  const headline =
    data.startedWeek === null
      ? messages.schedule.completedOnSchedule(data.gameName)
      : messages.schedule.startedOnSchedule(data.startedWeek, data.gameName);
  if (!data.matchesChecked) return messages.schedule.withCheck(headline, messages.schedule.matchesNotChecked);
  if (data.openMatchPlayers.length > 0)
    return messages.schedule.withCheck(headline, messages.schedule.openMatchesAtStart(data.openMatchPlayers));
  return headline;
}

/**
 * A scheduled week start ran: the game's admins are told, with the start dialog's warnings (players with
 * unplayed matches, or that they could not be checked), linking to the admin page. The players hear of the
 * week through its own game.week.started.
 */
export const scheduleFired = defineHandler({
  name: 'schedule-fired',
  events: ['game.schedule.fired'],
  async handle(event) {
    const { data } = event;
    await notify({
      eventId: event.id,
      kind: 'SCHEDULED_START',
      gameId: data.gameId,
      occurredAt: event.occurredAt,
      recipients: data.adminUserIds.map((userId) => ({
        userId,
        message: noteOf(data),
        link: links.admin(data.gameId),
      })),
    });
  },
});
