import { messages } from '@progression/contracts';
import { hasPermission, permission } from '../../discord/permissions';
import { Subscription } from '../../models/subscription';
import { privately, publicly, type CommandInput, type Reply } from './context';

const t = messages.integrations;

/** /unsubscribe: a member with Manage Server stops the server following its game. */
export async function unsubscribe(input: CommandInput): Promise<Reply> {
  if (!input.guildId) return privately(t.guildOnly);
  if (!hasPermission(input.memberPermissions, permission.manageGuild)) return privately(t.needsManageServer);
  const removed = await Subscription.findOneAndDelete({ guildId: input.guildId }).lean();
  if (!removed) return privately(t.notSubscribed);
  const game = await input.clients.games.internalGame(removed._id).catch(() => undefined);
  return publicly(t.unsubscribed(game?.game.name ?? removed.guildName));
}
