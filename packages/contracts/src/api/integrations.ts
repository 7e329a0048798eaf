import { z } from 'zod';
import { chatBotConfig } from '../entities';
import { id } from '../primitives';

/** GET /rest/api/tristan/config?gameId= */
export const chatBotConfigQuery = z.object({ gameId: id });
export type ChatBotConfigQuery = z.infer<typeof chatBotConfigQuery>;
export const chatBotConfigResponse = chatBotConfig;

/** POST /rest/api/tristan/config: the whole config; the guild is only set by the bot's subscribe command. */
export const chatBotConfigPayload = chatBotConfig.omit({ guildId: true });
export type ChatBotConfigPayload = z.infer<typeof chatBotConfigPayload>;

/** POST /internal/tristan/subscribe: the bot registers a guild for the game with this invite code. */
export const chatBotSubscribePayload = z.object({
  inviteCode: z.string().min(1),
  guildId: z.string().min(1),
  candidateChannels: z.array(z.string()),
});
export type ChatBotSubscribePayload = z.infer<typeof chatBotSubscribePayload>;
