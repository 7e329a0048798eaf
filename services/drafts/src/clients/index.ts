import { catalogCalls, gamesCalls, modesCalls } from '@progression/contracts';
import { callClientsOf } from '@progression/service-kit';
import type { Env } from '../env';
import { catalogClient, type CatalogClient } from './catalog';
import { gamesClient, type GamesClient } from './games';
import { modesClient, type ModesClient } from './modes';

/** Every other service this one calls; tests pass fakes through `createApp(deps, clients)`. */
export interface Clients {
  games: GamesClient;
  modes: ModesClient;
  catalog: CatalogClient;
}

export function httpClients(env: Env): Clients {
  const clientOf = callClientsOf(env);
  return {
    games: gamesClient(clientOf(gamesCalls, env.GAMES_URL)),
    modes: modesClient(clientOf(modesCalls, env.MODES_URL)),
    catalog: catalogClient(clientOf(catalogCalls, env.CATALOG_URL)),
  };
}
