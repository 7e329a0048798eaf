import { z } from 'zod';
import { id } from '../primitives';

/** Chat-bot (Tristan) config of a game; `guildId` is null until the bot's subscribe command registers one. */
export const chatBotConfig = z.object({
  gameId: id,
  guildId: z.string().nullable(),
  /** Channel name announcements go to. */
  defaultChannel: z.string().nullable(),
  candidateChannels: z.array(z.string()),
});
export type ChatBotConfig = z.infer<typeof chatBotConfig>;
