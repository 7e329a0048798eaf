import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import { links } from '../../domain/links';
import { notify } from '../../live/store';
import { Player } from '../../models/player';

/** Every player of the game: the playoff's final is decided, with its champion; the bell links to the bracket. */
export const playoffChampion = defineHandler({
  name: 'playoff-champion',
  events: ['playoff.completed'],
  async handle(event) {
    const { gameId, gameName, championUsername } = event.data;
    const players = await Player.find({ gameId }).lean();
    await notify({
      eventId: event.id,
      kind: 'PLAYOFF_CHAMPION',
      gameId,
      occurredAt: event.occurredAt,
      recipients: players.map((player) => ({
        userId: player.userId,
        message: messages.playoffs.championNotification(championUsername, gameName),
        link: links.playoffs(gameId),
      })),
    });
  },
});
