import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import { links } from '../../domain/links';
import { deliverAwaited, notify } from '../../live/store';
import { KnownGame } from '../../models/known-game';
import { Player, playerKey } from '../../models/player';

/**
 * Keeps the player (events name players, notifications go to users) and tells the game's admin that
 * someone joined (the event names the game). The admin is whoever joined as admin, or the game's creator (game.created).
 */
export const playerJoined = defineHandler({
  name: 'player-joined',
  events: ['game.player.joined'],
  async handle(event) {
    const { gameId, gameName, player } = event.data;
    await Player.updateOne(
      { _id: playerKey(gameId, player.playerId) },
      {
        $set: {
          gameId,
          playerId: player.playerId,
          userId: player.userId,
          username: player.username,
          isAdmin: player.isAdmin,
        },
      },
      { upsert: true },
    );
    // What events naming this player kept for them until now (live/store.ts notifyPlayers).
    await deliverAwaited(gameId, player.playerId, player.userId);
    if (player.isAdmin) return;
    const admins = new Set(
      (await Player.find({ gameId, isAdmin: true }).lean()).map((admin) => admin.userId),
    );
    const creator = (await KnownGame.findById(gameId).lean())?.creatorUserId;
    if (creator) admins.add(creator);
    admins.delete(player.userId);
    await notify({
      eventId: event.id,
      kind: 'PLAYER_JOINED',
      gameId,
      occurredAt: event.occurredAt,
      recipients: [...admins].map((userId) => ({
        userId,
        message: messages.notifications.playerJoined(player.username, gameName),
        link: links.admin(gameId),
      })),
    });
  },
});
