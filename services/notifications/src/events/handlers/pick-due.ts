import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import { links } from '../../domain/links';
import { notify } from '../../live/store';

/**
 * A booster draft pick is due: the player whose seat the pack reached is told, linking to their draft's
 * table page. The event carries the game's and the player's names (no copy needed).
 */
export const pickDue = defineHandler({
  name: 'pick-due',
  events: ['draft.pick.due'],
  async handle(event) {
    const { data } = event;
    await notify({
      eventId: event.id,
      kind: 'PICK_DUE',
      gameId: data.gameId,
      occurredAt: event.occurredAt,
      recipients: [
        {
          userId: data.userId,
          message: messages.notifications.pickDue(data.username, data.gameName),
          link: links.boosterTable(data.gameId, data.draftId),
        },
      ],
    });
  },
});
