import {
  discordCommandData,
  discordComponentData,
  discordInteraction,
  type DiscordCommandData,
  type DiscordCommandOption,
  type DiscordComponentData,
  type DiscordInteraction,
} from '@progression/contracts/routes';

/** The parts of an interaction the bot reads, as the public route declares them. */
export const interaction = discordInteraction;
export const commandData = discordCommandData;
export const componentData = discordComponentData;
export type Interaction = DiscordInteraction;
export type CommandData = DiscordCommandData;
export type CommandOption = DiscordCommandOption;
export type ComponentData = DiscordComponentData;
