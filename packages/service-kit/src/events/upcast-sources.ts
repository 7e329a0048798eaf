import { gamesCalls, type UpcastSources } from '@progression/contracts';
import { callClient } from '../calls/client';

/**
 * Where a consumer's upcasters read what a v1 game event lacks: games' declared call `gameEventData`,
 * with the service's own token. Goes with the v1 upcasters once no v1 is left in the stream.
 */
export const gamesUpcastSources = (env: {
  GAMES_URL: string;
  SERVICE_NAME: string;
  SERVICE_SECRET: string;
}): UpcastSources =>
  callClient(gamesCalls, {
    baseUrl: env.GAMES_URL,
    serviceName: env.SERVICE_NAME,
    secret: env.SERVICE_SECRET,
  });
