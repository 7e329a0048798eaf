import { messages } from '@progression/contracts';
import { HttpError } from '@progression/service-kit';
import { Subscription } from '../../models/subscription';
import { DiscordLink } from '../../models/discord-link';
import type { InternalGame } from '../../clients/games';
import { privately, type Reply } from './context';

/** A refusal that is the command's answer (not a failure to log). */
export class CommandRefusal extends Error {
  constructor(readonly reply: Reply) {
    super(reply.content);
  }
}

/** What finding a game or a linked user reads from an interaction. */
interface Asker {
  guildId: string | undefined;
  user: { id: string };
  options?: Map<string, string>;
  clients: { games: { internalGame(gameId: string): Promise<InternalGame> } };
}

/** The id of the game the interaction's server follows. */
export async function followedGameId(input: Pick<Asker, 'guildId'>): Promise<string> {
  if (!input.guildId) throw new CommandRefusal(privately(messages.integrations.guildOnly));
  const subscription = await Subscription.findOne({ guildId: input.guildId }, { _id: 1 }).lean();
  if (!subscription) throw new CommandRefusal(privately(messages.integrations.notSubscribed));
  return subscription._id;
}

/** The game the interaction's server follows, from the games service. */
export async function followedGame(input: Asker): Promise<InternalGame> {
  return input.clients.games.internalGame(await followedGameId(input));
}

/** The Progression user the Discord user linked; the "link your account" refusal otherwise. */
export async function linkedUser(input: Pick<Asker, 'user'>): Promise<{ userId: string; username: string }> {
  const link = await DiscordLink.findById(input.user.id).lean();
  if (!link) throw new CommandRefusal(privately(messages.integrations.notLinked));
  return { userId: link.userId, username: link.username };
}

/** The Progression user the Discord user linked, and their player in the game. */
export async function linkedPlayer(input: Asker, game: InternalGame) {
  const { userId } = await linkedUser(input);
  const player = game.players.find((candidate) => candidate.userId === userId);
  if (!player) throw new CommandRefusal(privately(messages.integrations.notAPlayer));
  return player;
}

/**
 * The game a command is about: the one its `game` option names (one of the linked user's games, an id
 * as the autocomplete offers it), else the one the server follows.
 */
export async function gameOfInteraction(input: Asker): Promise<InternalGame> {
  const chosen = input.options?.get('game')?.trim();
  if (!chosen) return followedGame(input);
  const { userId } = await linkedUser(input);
  const notInGame = new CommandRefusal(privately(messages.integrations.notInGame));
  if (!/^[0-9a-f]{24}$/i.test(chosen)) throw notInGame;
  try {
    const game = await input.clients.games.internalGame(chosen);
    if (!game.players.some((player) => player.userId === userId)) throw notInGame;
    return game;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw notInGame;
    throw error;
  }
}
