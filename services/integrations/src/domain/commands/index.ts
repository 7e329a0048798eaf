import { messages } from '@progression/contracts';
import type { Logger } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { slashCommands } from '../../discord/commands';
import { parsePermissions } from '../../discord/permissions';
import type { Interaction } from '../../routes/interactions/schema';
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
  link,
  matches,
  report,
};

const t = messages.integrations;

/** Checks the options against the command's definition: unknown, missing or mistyped ones are refused. */
function optionsOf(
  name: string,
  given: NonNullable<Interaction['data']>['options'],
): Map<string, string> | Reply {
  const definition = slashCommands.find((command) => command.name === name)!;
  const options = new Map<string, string>();
  for (const option of given ?? []) {
    const spec = definition.options?.find((candidate) => candidate.name === option.name);
    if (!spec || spec.type !== option.type || typeof option.value !== 'string' || options.has(option.name))
      return privately(t.unknownOption(option.name));
    if (spec.choices && !spec.choices.some((choice) => choice.value === option.value))
      return privately(t.unknownOption(`${option.name}:${option.value}`));
    options.set(option.name, option.value);
  }
  const missing = definition.options?.find((spec) => spec.required && !options.get(spec.name)?.trim());
  return missing ? privately(t.missingOption(missing.name)) : options;
}

/**
 * Answers an application command. Every outcome is a reply: refusals are the command's answer, and a
 * failure of Discord or another service is told to the user (and logged), never an HTTP error to Discord.
 */
export async function runCommand(interaction: Interaction, clients: Clients, logger: Logger): Promise<Reply> {
  const name = interaction.data?.name ?? '';
  const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
  if (!handler) return privately(t.unknownCommand(name));
  const options = optionsOf(name, interaction.data?.options);
  if (!(options instanceof Map)) return options;
  const user = interaction.member?.user ?? interaction.user;
  if (!user) return privately(t.guildOnly);
  const resolved = interaction.data?.resolved?.users ?? {};
  try {
    return await handler({
      guildId: interaction.guild_id,
      channelId: interaction.channel_id,
      user: { id: user.id, username: user.username },
      memberPermissions: parsePermissions(interaction.member?.permissions),
      options,
      resolvedUsers: new Map(Object.values(resolved).map((u) => [u.id, { id: u.id, username: u.username }])),
      clients,
    });
  } catch (error) {
    if (error instanceof CommandRefusal) return error.reply;
    logger.warn({ err: error, command: name }, 'a Discord command failed');
    const discordFailed = error instanceof Error && /discord|DiscordAPIError|HTTPError/i.test(error.name);
    return privately(discordFailed ? t.discordUnavailable : t.progressionUnavailable);
  }
}
