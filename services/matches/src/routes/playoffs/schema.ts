import { playoffsRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

/** The game, read before the access check; the admin's choice of size and length (the body) after it. */
export const playoffOfGame = validate({ query: playoffsRoutes.playoff.query });
export const startPlayoff = validate({ body: playoffsRoutes.startPlayoff.body });
