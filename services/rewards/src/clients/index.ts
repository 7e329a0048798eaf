import type { Env } from '../env';
import { catalogClient, type CatalogClient } from './catalog';
import { gamesClient, type GamesClient } from './games';

/** Every other service this one calls; route tests pass fakes through `createApp(deps, clients)`. */
export interface Clients {
  games: GamesClient;
  catalog: CatalogClient;
}

export const httpClients = (env: Env): Clients => ({ games: gamesClient(env), catalog: catalogClient(env) });
