import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import { links } from '../../domain/links';
import { notifyPlayers } from '../../live/store';
import { gameNameOf } from '../../models/known-game';

/**
 * The player whose claimed reward the admin reverted (the event names the player, not the user; a player
 * not known yet is told once their game.player.joined comes).
 */
export const rewardReverted = defineHandler({
  name: 'reward-reverted',
  events: ['reward.reverted'],
  async handle(event) {
    const { data } = event;
    await notifyPlayers({
      eventId: event.id,
      kind: 'REWARD_REVERTED',
      gameId: data.gameId,
      occurredAt: event.occurredAt,
      recipients: [
        {
          playerId: data.playerId,
          message: messages.notifications.rewardReverted(await gameNameOf(data.gameId)),
          link: links.overview(data.gameId),
        },
      ],
    });
  },
});
