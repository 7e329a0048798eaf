import { gamesCalls } from '@progression/contracts';
import { callClientsOf } from '@progression/service-kit';
import type { Env } from '../env';
import { gamesClient, type GamesClient } from './games';

/** Every other service this one calls; route tests pass fakes through `createApp(deps, clients)`. */
export interface Clients {
  games: GamesClient;
}

export function httpClients(env: Env): Clients {
  const clientOf = callClientsOf(env);
  return { games: gamesClient(clientOf(gamesCalls, env.GAMES_URL)) };
}
