import type { Env } from '../env';
import { catalogClient, type CatalogClient } from './catalog';
import { collectionClient, type CollectionClient } from './collection';
import { gamesClient, type GamesClient } from './games';

/** Every other service this one calls; tests pass fakes through `createApp(deps, clients)`. */
export interface Clients {
  games: GamesClient;
  catalog: CatalogClient;
  collection: CollectionClient;
}

export const httpClients = (env: Env): Clients => ({
  games: gamesClient(env),
  catalog: catalogClient(env),
  collection: collectionClient(env),
});
