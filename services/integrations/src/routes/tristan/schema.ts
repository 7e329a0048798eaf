import { announcementsQuery, chatBotConfigPayload, chatBotConfigQuery } from '@progression/contracts';
import { validate } from '@progression/service-kit';

export const readConfig = validate({ query: chatBotConfigQuery });
/** The game whose config is saved or tested, read before the access check; the config after it. */
export const configOfGame = validate({ query: chatBotConfigQuery });
export const saveConfig = validate({ body: chatBotConfigPayload });
export const listAnnouncements = validate({ query: announcementsQuery });
