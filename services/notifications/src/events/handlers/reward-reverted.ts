import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import { links } from '../../domain/links';
import { shouldWaitForPlayers } from '../../domain/players-known';
import { notify } from '../../live/store';
import { gameNameOf } from '../../models/known-game';
import { usersOfPlayers } from '../../models/player';

/** The player whose claimed reward the admin reverted (the event names the player, not the user). */
export const rewardReverted = defineHandler({
  name: 'reward-reverted',
  events: ['reward.reverted'],
  async handle(event, { attempt }) {
    const { data } = event;
    const users = await usersOfPlayers(data.gameId, [data.playerId]);
    if (shouldWaitForPlayers(1 - users.size, attempt))
      throw new Error(`player ${data.playerId} not known yet`);
    const game = await gameNameOf(data.gameId);
    await notify({
      eventId: event.id,
      kind: 'REWARD_REVERTED',
      gameId: data.gameId,
      occurredAt: event.occurredAt,
      recipients: [...users.values()].map((userId) => ({
        userId,
        message: messages.notifications.rewardReverted(game),
        link: links.overview(data.gameId),
      })),
    });
  },
});
