import { model, Schema } from 'mongoose';

const playerSchema = new Schema(
  {
    /** `<game id>:<player id>`. */
    _id: { type: String, required: true },
    gameId: { type: String, required: true },
    playerId: { type: String, required: true },
    userId: { type: String, required: true },
    username: { type: String, required: true },
    isAdmin: { type: Boolean, default: false },
  },
  { versionKey: false },
);
playerSchema.index({ gameId: 1 });

/** The players of every game, from game.player.joined: events name players, notifications go to users. */
export const Player = model('Player', playerSchema);

export const playerKey = (gameId: string, playerId: string) => `${gameId}:${playerId}`;

/** Player id -> user id of the given players of a game (those this service has heard of). */
export async function usersOfPlayers(gameId: string, playerIds: string[]): Promise<Map<string, string>> {
  const players = await Player.find({ _id: { $in: playerIds.map((id) => playerKey(gameId, id)) } }).lean();
  return new Map(players.map((player) => [player.playerId, player.userId]));
}

/** Player id -> username of the given players of a game (those this service has heard of). */
export async function namesOfPlayers(gameId: string, playerIds: string[]): Promise<Map<string, string>> {
  const players = await Player.find({ _id: { $in: playerIds.map((id) => playerKey(gameId, id)) } }).lean();
  return new Map(players.map((player) => [player.playerId, player.username]));
}
