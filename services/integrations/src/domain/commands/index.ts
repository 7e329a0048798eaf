import { messages } from '@progression/contracts';
import type { Logger } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { isDiscordFailure } from '../../discord/api';
import { slashCommands } from '../../discord/commands';
import { parsePermissions } from '../../discord/permissions';
import type { CommandData, Interaction } from '../../routes/interactions/schema';
import { card } from './card';
import { privately, type CommandInput, type Reply } from './context';
import { CommandRefusal } from './followed-game';
import { link } from './link';
import { matches } from './matches';
import { report } from './report';
import { standings } from './standings';
import { subscribe } from './subscribe';
import { unsubscribe } from './unsubscribe';
import { week } from './week';

const handlers: Record<string, (input: CommandInput) => Promise<Reply>> = {
  subscribe,
  unsubscribe,
  standings,
  week,
  card,
  link,
  matches,
  report,
};

const t = messages.integrations;

/** Checks the options against the command's definition: unknown, repeated or mistyped ones are refused. */
export function optionsOf(name: string, given: CommandData['options']): Map<string, string> | Reply {
  const definition = slashCommands.find((command) => command.name === name)!;
  const options = new Map<string, string>();
  for (const option of given ?? []) {
    const spec = definition.options?.find((candidate) => candidate.name === option.name);
    if (!spec || spec.type !== option.type || typeof option.value !== 'string' || options.has(option.name))
      return privately(t.unknownOption(option.name));
    if (spec.choices && !spec.choices.some((choice) => choice.value === option.value))
      return privately(t.unknownOption(`${option.name}:${option.value.slice(0, 100)}`));
    options.set(option.name, option.value);
  }
  return options;
}

/** What every handler reads of an interaction besides its options. */
export function askerOf(interaction: Interaction, clients: Clients, webAppUrl: string | undefined) {
  const user = interaction.member?.user ?? interaction.user;
  return user
    ? {
        guildId: interaction.guild_id,
        channelId: interaction.channel_id,
        user: { id: user.id, username: user.username },
        memberPermissions: parsePermissions(interaction.member?.permissions),
        clients,
        webAppUrl,
      }
    : undefined;
}

/**
 * The reply to a handler's failure: a refusal is the answer itself, and a failure of Discord or another
 * service is told to the user (and logged), never an HTTP error to Discord.
 */
export function failureReply(error: unknown, what: string, logger: Logger): Reply {
  if (error instanceof CommandRefusal) return error.reply;
  logger.warn({ err: error, interaction: what }, 'a Discord interaction failed');
  return privately(isDiscordFailure(error) ? t.discordUnavailable : t.progressionUnavailable);
}

/** Answers an application command (its data already parsed). */
export async function runCommand(
  interaction: Interaction,
  data: CommandData,
  clients: Clients,
  webAppUrl: string | undefined,
  logger: Logger,
): Promise<Reply> {
  const { name } = data;
  const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
  if (!handler) return privately(t.unknownCommand(name));
  const options = optionsOf(name, data.options);
  if (!(options instanceof Map)) return options;
  const definition = slashCommands.find((command) => command.name === name)!;
  const missing = definition.options?.find((spec) => spec.required && !options.get(spec.name)?.trim());
  if (missing) return privately(t.missingOption(missing.name));
  const asker = askerOf(interaction, clients, webAppUrl);
  if (!asker) return privately(t.guildOnly);
  try {
    return await handler({ ...asker, options });
  } catch (error) {
    return failureReply(error, `/${name}`, logger);
  }
}
