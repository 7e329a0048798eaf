import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import { links } from '../../domain/links';
import { notify } from '../../live/store';
import { gameNameOf } from '../../models/known-game';

/** The player whose unclaimed reward the admin deleted. */
export const rewardDeleted = defineHandler({
  name: 'reward-deleted',
  events: ['reward.deleted'],
  async handle(event) {
    const { data } = event;
    await notify({
      eventId: event.id,
      kind: 'REWARD_DELETED',
      gameId: data.gameId,
      occurredAt: event.occurredAt,
      recipients: [
        {
          userId: data.userId,
          message: messages.notifications.rewardDeleted(await gameNameOf(data.gameId)),
          link: links.overview(data.gameId),
        },
      ],
    });
  },
});
