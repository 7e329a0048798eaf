import { messages } from '@progression/contracts';
import { HttpError, isDuplicateKey } from '@progression/service-kit';
import { hasPermission, permission } from '../../discord/permissions';
import { Subscription } from '../../models/subscription';
import { privately, publicly, type CommandInput, type Reply } from './context';

const t = messages.integrations;

/**
 * /subscribe invite_code: a member with Manage Server registers the server to the game the code opens.
 * The candidates are the server's text channels the bot can post in; the default is the channel the
 * command was used in (or the first candidate when the bot cannot post there).
 */
export async function subscribe(input: CommandInput): Promise<Reply> {
  const { guildId, clients } = input;
  if (!guildId) return privately(t.guildOnly);
  if (!hasPermission(input.memberPermissions, permission.manageGuild)) return privately(t.needsManageServer);
  const discord = clients.discord!;

  let game: { gameId: string; name: string };
  try {
    game = await clients.games.gameByInviteCode(input.options.get('invite_code')!.trim());
  } catch (error) {
    // 400: a code no game could have (games takes codes of at most 64 characters).
    if (error instanceof HttpError && (error.status === 404 || error.status === 400))
      return privately(t.unknownInviteCode);
    throw error;
  }
  const ofServer = await Subscription.findOne({ guildId }).lean();
  if (ofServer && ofServer._id !== game.gameId) {
    const followed = await clients.games.internalGame(ofServer._id).catch(() => undefined);
    return privately(t.subscribedToOther(followed?.game.name ?? ofServer.guildName));
  }
  const ofGame = await Subscription.findById(game.gameId).lean();
  if (ofGame && ofGame.guildId !== guildId) return privately(t.gameHasOtherServer);

  const [guildName, channels] = await Promise.all([
    discord.guildName(guildId),
    discord.postableTextChannels(guildId),
  ]);
  if (channels.length === 0) return privately(t.noPostableChannel);
  const ids = channels.map((channel) => channel.id);

  if (ofGame) {
    // Subscribed again from the same server: its channels are refreshed, the admin's choice kept if it still works.
    const candidates = ofGame.candidateChannels.filter((id) => ids.includes(id));
    const kept = candidates.length ? candidates : ids;
    await Subscription.updateOne(
      { _id: game.gameId },
      {
        $set: {
          guildName,
          channels,
          candidateChannels: kept,
          defaultChannel: kept.includes(ofGame.defaultChannel) ? ofGame.defaultChannel : kept[0],
        },
      },
    );
    return publicly(t.resubscribed(game.name));
  }

  const defaultChannel = channels.find((channel) => channel.id === input.channelId) ?? channels[0]!;
  try {
    await Subscription.create({
      _id: game.gameId,
      guildId,
      guildName,
      channels,
      candidateChannels: ids,
      defaultChannel: defaultChannel.id,
      subscribedBy: input.user.id,
    });
  } catch (error) {
    // Another /subscribe won the race for this server or this game.
    if (isDuplicateKey(error)) return privately(t.gameHasOtherServer);
    throw error;
  }
  return publicly(t.subscribed(game.name, defaultChannel.name));
}
