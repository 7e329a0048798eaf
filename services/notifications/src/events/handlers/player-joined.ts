import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import { links } from '../../domain/links';
import { notify } from '../../live/store';
import { gameNameOf, KnownGame } from '../../models/known-game';
import { Player, playerKey } from '../../models/player';

/**
 * Keeps the player (events name players, notifications go to users) and tells the game's admin that
 * someone joined. The admin is whoever joined as admin, or the game's creator (game.created).
 */
export const playerJoined = defineHandler({
  name: 'player-joined',
  events: ['game.player.joined'],
  async handle(event) {
    const { data } = event;
    await Player.updateOne(
      { _id: playerKey(data.gameId, data.playerId) },
      {
        $set: {
          gameId: data.gameId,
          playerId: data.playerId,
          userId: data.userId,
          username: data.username,
          isAdmin: data.isAdmin,
        },
      },
      { upsert: true },
    );
    if (data.isAdmin) return;
    const admins = new Set(
      (await Player.find({ gameId: data.gameId, isAdmin: true }).lean()).map((player) => player.userId),
    );
    const creator = (await KnownGame.findById(data.gameId).lean())?.creatorUserId;
    if (creator) admins.add(creator);
    admins.delete(data.userId);
    const game = await gameNameOf(data.gameId);
    await notify({
      eventId: event.id,
      kind: 'PLAYER_JOINED',
      gameId: data.gameId,
      occurredAt: event.occurredAt,
      recipients: [...admins].map((userId) => ({
        userId,
        message: messages.notifications.playerJoined(data.username, game),
        link: links.admin(data.gameId),
      })),
    });
  },
});
