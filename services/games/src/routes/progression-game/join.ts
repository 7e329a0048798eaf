import mongoose from 'mongoose';
import { messages } from '@progression/contracts';
import { Conflict, NotFound, outboxPush, type UserPrincipal } from '@progression/service-kit';
import { normalizeInviteCode } from '../../domain/invite-code';
import { playerJoined } from '../../domain/game-events';
import { Game, type GameDocument } from '../../models/game';

/**
 * Adds the caller to the game with this invite code, with game.player.joined in the same write. The write
 * is conditioned on the caller not being a player yet and on the active week and player count read (so the
 * event's week and join order are right even when a week starts or another player joins at the same
 * moment); a lost race is re-read and retried.
 */
export async function joinByInviteCode(inviteCode: string, user: UserPrincipal): Promise<GameDocument> {
  for (;;) {
    const game = await Game.findOne({ inviteCode: normalizeInviteCode(inviteCode) });
    if (!game) throw new NotFound(messages.games.inviteCodeNotFound);
    if (game.players.some((player) => player.userId === user.id))
      throw new Conflict(messages.games.alreadyJoined);
    if (game.status === 'COMPLETE') throw new Conflict(messages.games.gameComplete);
    const player = {
      _id: new mongoose.Types.ObjectId(),
      userId: user.id,
      username: user.username,
      isAdmin: false,
      activeDrafts: [],
      joinedDuringWeek: game.activeWeek,
    };
    const joined = await Game.findOneAndUpdate(
      {
        _id: game._id,
        activeWeek: game.activeWeek,
        // The player count read too, so the event's join order is the player's place in the game.
        players: { $size: game.players.length },
        'players.userId': { $ne: user.id },
      },
      { $push: { players: player, ...outboxPush(playerJoined(game, player)) } },
      { returnDocument: 'after' },
    );
    if (joined) return joined;
  }
}
