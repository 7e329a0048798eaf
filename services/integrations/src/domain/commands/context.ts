import type { Clients } from '../../clients';

/** What a command handler reads from an interaction, already checked against the command's options. */
export interface CommandInput {
  guildId: string | undefined;
  channelId: string | undefined;
  user: { id: string; username: string };
  /** The member's permissions in the channel (Discord computes them); 0 outside a server. */
  memberPermissions: bigint;
  options: Map<string, string>;
  /** Users the options name (the `opponent` of /report). */
  resolvedUsers: Map<string, { id: string; username: string }>;
  clients: Clients;
}

/** A reply to the user; ephemeral replies are seen only by them. */
export interface Reply {
  content: string;
  ephemeral: boolean;
}

export const privately = (content: string): Reply => ({ content, ephemeral: true });
export const publicly = (content: string): Reply => ({ content, ephemeral: false });
