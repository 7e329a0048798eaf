import { matchesRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

export const readConfig = validate({ query: matchesRoutes.matchConfig.query });
/** The config's game, read before the access check; the config itself after it. */
export const configOfGame = validate({ query: matchesRoutes.saveMatchConfig.query });
export const saveConfig = validate({ body: matchesRoutes.saveMatchConfig.body });
