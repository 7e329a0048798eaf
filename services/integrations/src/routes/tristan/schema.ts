import {
  announcementsQuery,
  chatBotConfigPayload,
  chatBotConfigQuery,
  testMessagePayload,
} from '@progression/contracts';
import { validate } from '@progression/service-kit';

export const readConfig = validate({ query: chatBotConfigQuery });
export const saveConfig = validate({ body: chatBotConfigPayload });
export const listAnnouncements = validate({ query: announcementsQuery });
export const sendTestMessage = validate({ body: testMessagePayload });
