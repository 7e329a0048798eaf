import { z } from 'zod';
import { id, isoDate } from '../primitives';

/**
 * Chat-bot (Tristan) config of a game (spec section 3); `guildId` is null until the bot's /subscribe
 * command registers a Discord server. Channels are Discord channel ids.
 */
export const chatBotConfig = z.object({
  gameId: id,
  guildId: z.string().nullable(),
  /** The channel announcements go to: one of `candidateChannels`. */
  defaultChannel: z.string().nullable(),
  candidateChannels: z.array(z.string()),
});
export type ChatBotConfig = z.infer<typeof chatBotConfig>;

/** A text channel of the registered server that the bot can post in. */
export const chatBotChannel = z.object({ id: z.string(), name: z.string() });
export type ChatBotChannel = z.infer<typeof chatBotChannel>;

/** The config as the admin panel reads it: with the server's name, the channels' names and the invite code. */
export const chatBotConfigView = chatBotConfig.extend({
  guildName: z.string().nullable(),
  /** The candidate channels with their names, in the server's order. */
  channels: z.array(chatBotChannel),
  /** The game's invite code, for the "/subscribe <code>" instruction. */
  inviteCode: z.string(),
  /** False when this Progression server has no Discord application set up: nothing is sent. */
  botConfigured: z.boolean(),
});
export type ChatBotConfigView = z.infer<typeof chatBotConfigView>;

export const announcementKinds = [
  'WEEK_STARTED',
  'MATCH_RESULT',
  'LEG_COMPLETED',
  'GAME_COMPLETED',
  'DRAFT_WAITING',
  'PICK_DUE',
  /** 24 hours before a scheduled start: who still has matches to play. */
  'WEEK_REMINDER',
  'TEST',
  'PLAYOFF_CHAMPION',
] as const;
export const announcementKind = z.enum(announcementKinds);
export type AnnouncementKind = z.infer<typeof announcementKind>;
export const deliveryStates = ['PENDING', 'SENT', 'FAILED'] as const;
export const deliveryState = z.enum(deliveryStates);
export type DeliveryState = z.infer<typeof deliveryState>;

/** A message the bot posts (or tries to) in the game's default channel. */
export const announcement = z.object({
  id: z.string(),
  gameId: id,
  kind: announcementKind,
  channelId: z.string(),
  content: z.string(),
  /** PENDING until Discord took it (SENT) or every retry failed (FAILED). */
  state: deliveryState,
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
  createdAt: isoDate,
  sentAt: isoDate.nullable(),
});
export type Announcement = z.infer<typeof announcement>;
