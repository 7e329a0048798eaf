import { z } from 'zod';
import {
  announcementsQuery,
  announcementsResponse,
  chatBotConfigPayload,
  chatBotConfigQuery,
  chatBotConfigResponse,
  linkCodeResponse,
  testMessageResponse,
} from '../api/integrations';
import { defineRoute } from './define';

const snowflake = z.string().regex(/^\d{1,25}$/);
const discordUser = z.object({
  id: snowflake,
  username: z.string().max(100),
  global_name: z.string().nullish(),
});
const commandOption = z.object({
  name: z.string().max(100),
  type: z.number().int(),
  value: z.union([z.string().max(200), z.number(), z.boolean()]).optional(),
});

/** The parts of a Discord interaction (https://discord.com/developers/docs/interactions/receiving-and-responding) the bot reads. */
export const discordInteraction = z.object({
  id: snowflake,
  type: z.number().int(),
  application_id: z.string().max(25).optional(),
  guild_id: snowflake.optional(),
  channel_id: snowflake.optional(),
  member: z.object({ user: discordUser, permissions: z.string().max(30).optional() }).optional(),
  user: discordUser.optional(),
  data: z
    .object({
      name: z.string().max(100),
      options: z.array(commandOption).max(25).optional(),
      resolved: z.object({ users: z.record(z.string(), discordUser).optional() }).optional(),
    })
    .optional(),
});
export type DiscordInteraction = z.infer<typeof discordInteraction>;

/** The bot's answer to an interaction: a pong (type 1) or a message (type 4). */
export const discordInteractionReply = z.union([
  z.object({ type: z.literal(1) }),
  z.object({
    type: z.literal(4),
    data: z.object({
      content: z.string(),
      flags: z.number().int(),
      allowed_mentions: z.object({ parse: z.array(z.string()) }),
    }),
  }),
]);

/** Integrations: Tristan, the Discord bot, and its announcements. */
export const integrationsRoutes = {
  botConfig: defineRoute({
    method: 'GET',
    path: '/rest/api/tristan/config',
    summary: "A game's Discord server and channels",
    token: 'user',
    query: chatBotConfigQuery,
    reply: chatBotConfigResponse,
    refusals: [404, 502],
  }),
  saveBotConfig: defineRoute({
    method: 'POST',
    path: '/rest/api/tristan/config',
    summary: "Save a game's default and candidate channels (the game's admin)",
    description: 'The game must first be registered in a Discord server with /register (409 until then).',
    token: 'user',
    query: chatBotConfigQuery,
    body: chatBotConfigPayload,
    reply: chatBotConfigResponse,
    refusals: [403, 404, 409, 502],
  }),
  announcements: defineRoute({
    method: 'GET',
    path: '/rest/api/tristan/announcements',
    summary: "A game's last announcements, newest first, with their delivery state",
    token: 'user',
    query: announcementsQuery,
    reply: announcementsResponse,
    refusals: [403, 404, 502],
  }),
  sendTestMessage: defineRoute({
    method: 'POST',
    path: '/rest/api/tristan/test-message',
    summary: "Queue a test message to the game's default channel (the game's admin)",
    token: 'user',
    query: chatBotConfigQuery,
    status: 202,
    reply: testMessageResponse,
    refusals: [403, 404, 409, 502],
  }),
  linkCode: defineRoute({
    method: 'POST',
    path: '/rest/api/tristan/link-code',
    summary: 'A one-time code that links your Discord account',
    description: 'Redeem it with /link in Discord within 10 minutes; a new code replaces the last.',
    token: 'user',
    status: 201,
    reply: linkCodeResponse,
  }),
  discordInteraction: defineRoute({
    method: 'POST',
    path: '/integrations/discord/interactions',
    summary: "Discord's interactions (slash commands), for Discord only",
    description:
      'Signed by Discord with Ed25519 (`X-Signature-Ed25519` over `X-Signature-Timestamp` and the raw body) instead of a token; a bad or stale signature is 401, a replayed interaction 409.',
    token: 'none',
    headers: z.object({ 'X-Signature-Ed25519': z.string(), 'X-Signature-Timestamp': z.string() }),
    body: discordInteraction,
    reply: discordInteractionReply,
    refusals: [401, 409, 502],
  }),
};
