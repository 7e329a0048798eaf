import mongoose from 'mongoose';
import type { GameSettings, ProgressionMode } from '@progression/contracts';
import { recordEvent, type UserPrincipal } from '@progression/service-kit';
import { newInviteCode } from '../../domain/invite-code';
import { planOfMode } from '../../domain/plan';
import { gameCreated, playerJoined } from '../../domain/game-events';
import { Game } from '../../models/game';

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * A game from a mode: named after it, with its own copy of the mode's plan, the creator as first player
 * and admin, a fresh invite code, and game.created plus the creator's game.player.joined in the same write.
 */
export async function createGame(mode: ProgressionMode, creator: UserPrincipal, settings?: GameSettings) {
  for (;;) {
    const game = new Game({
      name: mode.name,
      modeId: mode.id,
      inviteCode: newInviteCode(),
      settings: { givePriorDraftsToLateJoiners: settings?.givePriorDraftsToLateJoiners ?? false },
      plan: planOfMode(mode),
      players: [
        { _id: new mongoose.Types.ObjectId(), userId: creator.id, username: creator.username, isAdmin: true },
      ],
    });
    const admin = game.players[0]!;
    recordEvent(game, gameCreated(game, admin));
    recordEvent(game, playerJoined(game, admin));
    try {
      return await game.save();
    } catch (error) {
      // A code already in use (about one in 1e14 per game): draw another.
      if (!isDuplicateKey(error)) throw error;
    }
  }
}
