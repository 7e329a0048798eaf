import { z } from 'zod';
import { discordLimits, messages } from '@progression/contracts';

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
export const commandData = z.object({
  name: z.string().max(discordLimits.nameLength),
  options: z.array(commandOption).max(discordLimits.options).optional(),
  resolved: z.object({ users: z.record(z.string(), discordUser).optional() }).optional(),
});

/** A clicked button's or a chosen select menu's data. */
export const componentData = z.object({
  custom_id: z.string().max(discordLimits.customIdLength),
  component_type: z.number().int(),
  values: z.array(z.string().max(discordLimits.choiceValueLength)).max(discordLimits.selectValues).optional(),
});

/** The message holding the clicked component: its flags say whether only the user sees it. */
const componentMessage = z.object({
  id: snowflake,
  content: z.string().max(discordLimits.messageLength).optional(),
  flags: z.number().int().optional(),
});

/**
 * The parts of an interaction (https://discord.com/developers/docs/interactions/receiving-and-responding)
 * the bot reads. `data` is read by the interaction's type: a command's (types 2 and 4, `commandData`) or a
 * component's (type 3, `componentData`).
 */
export const interaction = z.object({
  id: snowflake,
  type: z.number().int(),
  application_id: z.string().max(25).optional(),
  guild_id: snowflake.optional(),
  channel_id: snowflake.optional(),
  member: z.object({ user: discordUser, permissions: z.string().max(30).optional() }).optional(),
  user: discordUser.optional(),
  data: z.unknown().optional(),
  message: componentMessage.optional(),
});
export type Interaction = z.infer<typeof interaction>;
export type CommandData = z.infer<typeof commandData>;
export type CommandOption = z.infer<typeof commandOption>;
export type ComponentData = z.infer<typeof componentData>;
