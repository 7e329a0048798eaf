import type { Clients } from '../../clients';
import type { ActionRow } from '../../discord/components';

/** What a command handler reads from an interaction, already checked against the command's options. */
export interface CommandInput {
  guildId: string | undefined;
  channelId: string | undefined;
  user: { id: string; username: string };
  /** The member's permissions in the channel (Discord computes them); 0 outside a server. */
  memberPermissions: bigint;
  options: Map<string, string>;
  clients: Clients;
  /** The web app's address, for link buttons (none without WEB_APP_URL). */
  webAppUrl: string | undefined;
}

/** A reply to the user; ephemeral replies are seen only by them. Buttons, when it has any, in rows. */
export interface Reply {
  content: string;
  ephemeral: boolean;
  components?: ActionRow[];
}

export const privately = (content: string, components?: ActionRow[]): Reply => ({
  content,
  ephemeral: true,
  ...(components?.length ? { components } : {}),
});
export const publicly = (content: string, components?: ActionRow[]): Reply => ({
  content,
  ephemeral: false,
  ...(components?.length ? { components } : {}),
});
