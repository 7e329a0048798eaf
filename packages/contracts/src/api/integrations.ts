import { z } from 'zod';
import { announcement, chatBotConfigView } from '../entities';
import { id, isoDate } from '../primitives';

/** GET and POST /rest/api/tristan/config?gameId=, POST /rest/api/tristan/test-message?gameId= (the game's admin) */
export const chatBotConfigQuery = z.object({ gameId: id });
export type ChatBotConfigQuery = z.infer<typeof chatBotConfigQuery>;
export const chatBotConfigResponse = chatBotConfigView;

/**
 * POST /rest/api/tristan/config?gameId= (the game's admin): the default channel and the candidates, each
 * one of the server's channels the bot can post in, the default among the candidates. The guild is only set
 * by the bot's /subscribe command; `guildId`, when sent, must be the registered one. The game is named in
 * the query, so who may change it is known before the body is read.
 */
export const chatBotConfigPayload = z.object({
  guildId: z.string().max(32).nullish(),
  defaultChannel: z.string().min(1).max(32),
  candidateChannels: z.array(z.string().min(1).max(32)).min(1).max(500),
});
export type ChatBotConfigPayload = z.infer<typeof chatBotConfigPayload>;

/** GET /rest/api/tristan/announcements?gameId= (the game's admin): the last announcements, newest first. */
export const announcementsQuery = z.object({ gameId: id });
export const announcementsResponse = z.object({ announcements: z.array(announcement) });
export type AnnouncementsResponse = z.infer<typeof announcementsResponse>;

/** POST /rest/api/tristan/test-message?gameId= (the game's admin, no body): 202, the queued announcement. */
export const testMessageResponse = announcement;

/** POST /rest/api/tristan/link-code: a one-time code that /link in Discord redeems within 10 minutes. */
export const linkCodeResponse = z.object({ code: z.string(), expiresAt: isoDate });
export type LinkCodeResponse = z.infer<typeof linkCodeResponse>;
