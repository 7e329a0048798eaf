import { integrationsRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

export const readConfig = validate({ query: integrationsRoutes.botConfig.query });
/** The game whose config is saved or tested, read before the access check; the config after it. */
export const configOfGame = validate({ query: integrationsRoutes.saveBotConfig.query });
export const saveConfig = validate({ body: integrationsRoutes.saveBotConfig.body });
export const listAnnouncements = validate({ query: integrationsRoutes.announcements.query });
