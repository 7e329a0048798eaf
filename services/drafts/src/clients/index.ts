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

export const httpClients = (env: Env): Clients => ({
  games: gamesClient(env),
  modes: modesClient(env),
  catalog: catalogClient(env),
});
