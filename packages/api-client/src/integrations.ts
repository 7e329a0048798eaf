import {
  announcementsResponse,
  chatBotConfigResponse,
  linkCodeResponse,
  testMessageResponse,
  type Announcement,
  type ChatBotConfigPayload,
  type ChatBotConfigView,
  type LinkCodeResponse,
} from '@progression/contracts';
import { api } from '@progression/platform';

/** The integrations service (Tristan, the chat bot) through the gateway: every reply parsed with its schema. */
export const integrations = {
  /** The game's chat-bot config (the game's admin). */
  config: (gameId: string, signal?: AbortSignal): Promise<ChatBotConfigView> =>
    api.get('/rest/api/tristan/config', { query: { gameId }, parse: chatBotConfigResponse.parse, signal }),

  /** Saves the default channel and the candidates. */
  saveConfig: (gameId: string, payload: ChatBotConfigPayload): Promise<ChatBotConfigView> =>
    api.post('/rest/api/tristan/config', payload, { query: { gameId }, parse: chatBotConfigResponse.parse }),

  /** The last announcements, newest first, with their delivery state. */
  announcements: async (gameId: string, signal?: AbortSignal): Promise<Announcement[]> =>
    (
      await api.get('/rest/api/tristan/announcements', {
        query: { gameId },
        parse: announcementsResponse.parse,
        signal,
      })
    ).announcements,

  /** Queues a test message to the default channel. */
  sendTestMessage: (gameId: string): Promise<Announcement> =>
    api.post('/rest/api/tristan/test-message', undefined, {
      query: { gameId },
      parse: testMessageResponse.parse,
    }),

  /** A one-time code for /link in Discord (valid 10 minutes). */
  linkCode: (): Promise<LinkCodeResponse> =>
    api.post('/rest/api/tristan/link-code', undefined, { parse: linkCodeResponse.parse }),
};
