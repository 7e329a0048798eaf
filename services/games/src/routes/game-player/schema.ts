import { gamesRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

export const active = validate({ query: gamesRoutes.yourPlayer.query });
export const list = validate({ query: gamesRoutes.listPlayers.query });
