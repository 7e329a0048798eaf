import { messages } from '@progression/contracts';
import { Subscription } from '../../models/subscription';
import { DiscordLink } from '../../models/discord-link';
import type { InternalGame } from '../../clients/games';
import { privately, type CommandInput, type Reply } from './context';

/** A refusal that is the command's answer (not a failure to log). */
export class CommandRefusal extends Error {
  constructor(readonly reply: Reply) {
    super(reply.content);
  }
}

/** The game the interaction's server follows, from the games service. */
export async function followedGame(input: CommandInput): Promise<InternalGame> {
  if (!input.guildId) throw new CommandRefusal(privately(messages.integrations.guildOnly));
  const subscription = await Subscription.findOne({ guildId: input.guildId }, { _id: 1 }).lean();
  if (!subscription) throw new CommandRefusal(privately(messages.integrations.notSubscribed));
  return input.clients.games.internalGame(subscription._id);
}

/** The Progression user the Discord user linked, and their player in the game. */
export async function linkedPlayer(input: CommandInput, game: InternalGame) {
  const link = await DiscordLink.findById(input.user.id).lean();
  if (!link) throw new CommandRefusal(privately(messages.integrations.notLinked));
  const player = game.players.find((candidate) => candidate.userId === link.userId);
  if (!player) throw new CommandRefusal(privately(messages.integrations.notAPlayer));
  return player;
}
