import type { ChatBotConfigView } from '@progression/contracts';
import type { SubscriptionDocument } from './subscription';

type Stored = Pick<
  SubscriptionDocument,
  '_id' | 'guildId' | 'guildName' | 'channels' | 'candidateChannels' | 'defaultChannel'
>;

/** A game's chat-bot config as the admin panel reads it; a game without a server has none of its fields. */
export function presentConfig(
  gameId: string,
  subscription: Stored | null,
  game: { inviteCode: string; botConfigured: boolean },
): ChatBotConfigView {
  if (!subscription)
    return {
      gameId,
      guildId: null,
      guildName: null,
      defaultChannel: null,
      candidateChannels: [],
      channels: [],
      ...game,
    };
  const names = new Map(subscription.channels.map((channel) => [channel.id, channel.name ?? channel.id]));
  return {
    gameId,
    guildId: subscription.guildId,
    guildName: subscription.guildName,
    defaultChannel: subscription.defaultChannel,
    candidateChannels: subscription.candidateChannels,
    // Every channel the bot can post in, the candidates' names among them, for the panel's choice.
    channels: subscription.channels.map((channel) => ({ id: channel.id, name: names.get(channel.id)! })),
    ...game,
  };
}
