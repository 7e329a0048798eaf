import { createEvent } from '@progression/contracts';
import type { GameDocument, PlayerDocument } from '../models/game';

const source = 'games';

/** game.created, recorded with the new game. */
export const gameCreated = (game: GameDocument, creator: PlayerDocument) =>
  createEvent('game.created', source, {
    version: 1,
    gameId: String(game._id),
    name: game.name,
    modeId: game.modeId,
    cardGameType: game.cardGameType as 'YUGIOH',
    creatorUserId: creator.userId,
    creatorPlayerId: String(creator._id),
    givePriorDraftsToLateJoiners: game.settings?.givePriorDraftsToLateJoiners ?? false,
  });

/** game.player.joined, recorded with the player's arrival (the creator's too). */
export const playerJoined = (
  game: Pick<GameDocument, '_id' | 'settings'>,
  player: { _id: unknown; userId: string; username: string; isAdmin: boolean; joinedDuringWeek: number },
) =>
  createEvent('game.player.joined', source, {
    version: 1,
    gameId: String(game._id),
    playerId: String(player._id),
    userId: player.userId,
    username: player.username,
    isAdmin: player.isAdmin,
    joinedDuringWeek: player.joinedDuringWeek,
    givePriorDrafts: player.joinedDuringWeek > 0 && (game.settings?.givePriorDraftsToLateJoiners ?? false),
  });

/** game.week.started, recorded with the week. */
export const weekStarted = (
  game: Pick<GameDocument, '_id' | 'modeId' | 'players'>,
  week: { _id: unknown; week: number; banlistVersion: Date | null },
) =>
  createEvent('game.week.started', source, {
    version: 1,
    gameId: String(game._id),
    week: week.week,
    weekId: String(week._id),
    modeId: game.modeId,
    banlistVersion: week.banlistVersion,
    playerIds: game.players.map((player) => String(player._id)),
  });

/** game.completed, recorded when the admin goes past the last week. */
export const gameCompleted = (game: Pick<GameDocument, '_id' | 'activeWeek'>) =>
  createEvent('game.completed', source, { version: 1, gameId: String(game._id), lastWeek: game.activeWeek });
