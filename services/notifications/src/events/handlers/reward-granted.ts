import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import { links } from '../../domain/links';
import { notify } from '../../live/store';
import { gameNameOf } from '../../models/known-game';

/** The player who got the reward; the link opens its claim. */
export const rewardGranted = defineHandler({
  name: 'reward-granted',
  events: ['reward.granted'],
  async handle(event) {
    const { data } = event;
    await notify({
      eventId: event.id,
      kind: 'REWARD_GRANTED',
      gameId: data.gameId,
      occurredAt: event.occurredAt,
      recipients: [
        {
          userId: data.userId,
          message: messages.notifications.rewardGranted(await gameNameOf(data.gameId)),
          link: links.reward(data.gameId, data.rewardId),
        },
      ],
    });
  },
});
