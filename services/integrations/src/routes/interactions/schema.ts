import { discordInteraction, type DiscordInteraction } from '@progression/contracts/routes';

/** The parts of an interaction the bot reads, as the public route declares them. */
export const interaction = discordInteraction;
export type Interaction = DiscordInteraction;

/** Interaction types (Discord): 1 PING, 2 APPLICATION_COMMAND; the bot answers nothing else. */
export const interactionType = { ping: 1, command: 2 } as const;
