import { catalogCalls, gamesCalls } from '@progression/contracts';
import { callClientsOf } from '@progression/service-kit';
import type { Env } from '../env';
import { catalogClient, type CatalogClient } from './catalog';
import { gamesClient, type GamesClient } from './games';

/** Every other service this one calls; tests pass fakes through `createApp(deps, clients)`. */
export interface Clients {
  games: GamesClient;
  catalog: CatalogClient;
}

export function httpClients(env: Env): Clients {
  const clientOf = callClientsOf(env);
  return {
    games: gamesClient(clientOf(gamesCalls, env.GAMES_URL)),
    catalog: catalogClient(clientOf(catalogCalls, env.CATALOG_URL)),
  };
}
