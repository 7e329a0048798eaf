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
import { discordLimits } from '../discord';
import { messages } from '../messages';
import { defineRoute } from './define';

const snowflake = z.string().regex(/^\d{1,25}$/);
const discordUser = z.object({
  id: snowflake,
  username: z.string().max(100),
  global_name: z.string().nullish(),
});

/**
 * A command option as given: a string value (also what the user typed so far, in autocomplete) within
 * Discord's limit, refused naming the option beyond it.
 */
const commandOption = z
  .object({
    name: z.string().max(discordLimits.nameLength),
    type: z.number().int(),
    value: z.union([z.string(), z.number(), z.boolean()]).optional(),
    /** Autocomplete: the option the user is typing. */
    focused: z.boolean().optional(),
  })
  .superRefine((option, ctx) => {
    const limit = discordLimits.stringOptionValueLength;
    if (typeof option.value === 'string' && option.value.length > limit)
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: messages.integrations.optionTooLong(option.name, limit),
      });
  });

/** An application command's data (commands and their autocomplete). */
export const discordCommandData = z.object({
  name: z.string().max(discordLimits.nameLength),
  options: z.array(commandOption).max(discordLimits.options).optional(),
  resolved: z.object({ users: z.record(z.string(), discordUser).optional() }).optional(),
});
export type DiscordCommandData = z.infer<typeof discordCommandData>;
export type DiscordCommandOption = z.infer<typeof commandOption>;

/** A clicked button's or a chosen select menu's data. */
export const discordComponentData = z.object({
  custom_id: z.string().max(discordLimits.customIdLength),
  component_type: z.number().int(),
  values: z.array(z.string().max(discordLimits.choiceValueLength)).max(discordLimits.selectValues).optional(),
});
export type DiscordComponentData = z.infer<typeof discordComponentData>;

/** The message holding the clicked component: its flags say whether only the user sees it. */
const componentMessage = z.object({
  id: snowflake,
  content: z.string().max(discordLimits.messageLength).optional(),
  flags: z.number().int().optional(),
});

/**
 * The parts of a Discord interaction (https://discord.com/developers/docs/interactions/receiving-and-responding)
 * the bot reads. `data` is read by the interaction's type: a command's (types 2 and 4, `discordCommandData`)
 * or a component's (type 3, `discordComponentData`).
 */
export const discordInteraction = z.object({
  id: snowflake,
  type: z.number().int(),
  application_id: z.string().max(25).optional(),
  guild_id: snowflake.optional(),
  channel_id: snowflake.optional(),
  member: z.object({ user: discordUser, permissions: z.string().max(30).optional() }).optional(),
  user: discordUser.optional(),
  /** Read by the interaction's type, so a refusal names the option or field at fault. */
  data: z.unknown().optional(),
  message: componentMessage.optional(),
});
export type DiscordInteraction = z.infer<typeof discordInteraction>;

const button = z.union([
  z.object({ type: z.literal(2), style: z.number().int(), label: z.string(), custom_id: z.string() }),
  z.object({ type: z.literal(2), style: z.literal(5), label: z.string(), url: z.string() }),
]);
const messageData = z.object({
  content: z.string(),
  flags: z.number().int().optional(),
  allowed_mentions: z.object({ parse: z.array(z.string()) }),
  components: z.array(z.object({ type: z.literal(1), components: z.array(button) })).optional(),
});

/**
 * The bot's answer to an interaction: a pong (1), a message (4), a click acknowledged (6), the clicked
 * message edited (7), or autocomplete's choices (8).
 */
export const discordInteractionReply = z.union([
  z.object({ type: z.literal(1) }),
  z.object({ type: z.literal(4), data: messageData }),
  z.object({ type: z.literal(6) }),
  z.object({ type: z.literal(7), data: messageData }),
  z.object({
    type: z.literal(8),
    data: z.object({
      choices: z
        .array(z.object({ name: z.string(), value: z.union([z.string(), z.number()]) }))
        .max(discordLimits.choices),
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
    summary: "Discord's interactions (slash commands, autocomplete and button clicks), for Discord only",
    description:
      'Signed by Discord with Ed25519 (`X-Signature-Ed25519` over `X-Signature-Timestamp` and the raw body) instead of a token; a bad or stale signature is 401, a replayed interaction 409.',
    token: 'none',
    headers: z.object({ 'X-Signature-Ed25519': z.string(), 'X-Signature-Timestamp': z.string() }),
    body: discordInteraction,
    reply: discordInteractionReply,
    refusals: [401, 409, 502],
  }),
};
