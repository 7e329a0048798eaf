import { messages } from '@progression/contracts';
import { model, Schema } from 'mongoose';

const knownGameSchema = new Schema(
  {
    /** The game's id. */
    _id: { type: String, required: true },
    name: { type: String, required: true },
    creatorUserId: { type: String, required: true },
  },
  { versionKey: false },
);

/** Each game's name and creator (its admin), from game.created: the texts name the game. */
export const KnownGame = model('KnownGame', knownGameSchema, 'games');

/** The game's name for a text, or "your game" while game.created has not been handled yet. */
export async function gameNameOf(gameId: string): Promise<string> {
  return (await KnownGame.findById(gameId).lean())?.name ?? messages.notifications.someGame;
}
