import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import { links } from '../../domain/links';
import { notify } from '../../live/store';
import { gameNameOf } from '../../models/known-game';
import { Player } from '../../models/player';

/** Every player of the game: it is complete. */
export const gameCompleted = defineHandler({
  name: 'game-completed',
  events: ['game.completed'],
  async handle(event) {
    const { data } = event;
    const players = await Player.find({ gameId: data.gameId }).lean();
    const game = await gameNameOf(data.gameId);
    await notify({
      eventId: event.id,
      kind: 'GAME_COMPLETED',
      gameId: data.gameId,
      occurredAt: event.occurredAt,
      recipients: players.map((player) => ({
        userId: player.userId,
        message: messages.notifications.gameCompleted(game),
        link: links.overview(data.gameId),
      })),
    });
  },
});
