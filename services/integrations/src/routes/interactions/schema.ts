import { z } from 'zod';

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

/** The parts of an interaction (https://discord.com/developers/docs/interactions/receiving-and-responding) the bot reads. */
export const interaction = z.object({
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
export type Interaction = z.infer<typeof interaction>;

/** Interaction types (Discord): 1 PING, 2 APPLICATION_COMMAND; the bot answers nothing else. */
export const interactionType = { ping: 1, command: 2 } as const;
