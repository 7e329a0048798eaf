import { DiscordAPIError, HTTPError, RateLimitError, REST } from '@discordjs/rest';
import { Routes } from 'discord-api-types/v10';
import type { DiscordSettings } from '../env';
import { channelPermissions, hasPermission, permission, type Overwrite, type Role } from './permissions';
import type { SlashCommand } from './commands';
import type { ActionRow } from './components';

/** A text channel of a server, as the config and the admin panel name it. */
export interface GuildChannel {
  id: string;
  name: string;
}

/** What the bot does through Discord's REST API. */
export interface DiscordApi {
  /** The server's name. */
  guildName(guildId: string): Promise<string>;
  /** The server's text channels the bot may view and post in, in the server's order. */
  postableTextChannels(guildId: string): Promise<GuildChannel[]>;
  /** Posts a message, with rows of buttons when given; resolves to its id. */
  postMessage(channelId: string, content: string, components?: ActionRow[]): Promise<string>;
  /** Replaces the application's global slash commands. */
  registerCommands(commands: SlashCommand[]): Promise<void>;
  /** Stops the client's timers. */
  close(): void;
}

interface RawChannel {
  id: string;
  name?: string;
  type: number;
  position?: number;
  permission_overwrites?: Overwrite[];
}

/**
 * Whether a failure is Discord's (an API error, an HTTP failure or a rate limit of its REST API) rather
 * than another Progression service's.
 */
export const isDiscordFailure = (error: unknown) =>
  error instanceof DiscordAPIError || error instanceof HTTPError || error instanceof RateLimitError;

/** Channel types a bot can post plain messages in: guild text (0) and announcement (5) channels. */
const textChannelTypes = new Set([0, 5]);

/**
 * Discord's REST API through `@discordjs/rest`, which queues requests per route bucket and honours
 * Discord's rate limits (the `X-RateLimit-*` headers, and a 429's `retry_after` before retrying).
 */
export function discordApi(settings: DiscordSettings): DiscordApi {
  const rest = new REST({ version: '10', api: settings.apiUrl, timeout: 10_000, retries: 2 }).setToken(
    settings.botToken,
  );
  let botUserId: Promise<string> | undefined;
  const botId = () => {
    botUserId ??= (rest.get(Routes.user('@me')) as Promise<{ id: string }>).then((user) => user.id);
    // A failed lookup is asked again next time.
    botUserId.catch(() => (botUserId = undefined));
    return botUserId;
  };

  return {
    async guildName(guildId) {
      const guild = (await rest.get(Routes.guild(guildId))) as { name: string };
      return guild.name;
    },

    async postableTextChannels(guildId) {
      const memberId = await botId();
      const [guild, channels, member] = (await Promise.all([
        rest.get(Routes.guild(guildId)),
        rest.get(Routes.guildChannels(guildId)),
        rest.get(Routes.guildMember(guildId, memberId)),
      ])) as [{ roles: Role[] }, RawChannel[], { roles: string[] }];
      return channels
        .filter((channel) => textChannelTypes.has(channel.type))
        .filter((channel) => {
          const allowed = channelPermissions({
            guildId,
            roles: guild.roles,
            memberId,
            memberRoleIds: member.roles,
            overwrites: channel.permission_overwrites ?? [],
          });
          return (
            hasPermission(allowed, permission.viewChannel) && hasPermission(allowed, permission.sendMessages)
          );
        })
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .map((channel) => ({ id: channel.id, name: channel.name ?? channel.id }));
    },

    async postMessage(channelId, content, components = []) {
      const message = (await rest.post(Routes.channelMessages(channelId), {
        // Announcements name players by username only: never let a text ping anyone.
        body: { content, allowed_mentions: { parse: [] }, ...(components.length ? { components } : {}) },
      })) as { id: string };
      return message.id;
    },

    async registerCommands(commands) {
      await rest.put(Routes.applicationCommands(settings.applicationId), { body: commands });
    },

    close() {
      rest.clearHashSweeper();
      rest.clearHandlerSweeper();
    },
  };
}
