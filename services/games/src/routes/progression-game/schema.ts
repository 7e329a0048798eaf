import { gamesRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

// Each part as the public route declares it (the API's description is generated from the declarations).
export const create = validate({ body: gamesRoutes.createGame.body });
export const invite = validate({ query: gamesRoutes.joinGame.query });
export const one = validate({ params: gamesRoutes.getGame.params });
/** The week to start (the body), read after the access check; the game's id is `one`'s. */
export const week = validate({ body: gamesRoutes.startWeek.body });
/** The admin's week schedule (the body), read after the access check. */
export const schedule = validate({ body: gamesRoutes.setGameSchedule.body });
