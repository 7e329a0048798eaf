import { catalogCalls, gamesCalls } from '@progression/contracts';
import { callClientsOf } from '@progression/service-kit';
import type { GamesReader } from '../domain/game-view';
import { gamesReader } from '../domain/games';
import type { Env } from '../env';
import { catalogClient, type CatalogClient } from './catalog';
import { internalGameOf } from './games';

/**
 * What this service reads of others; route tests pass fakes through `createApp(deps, clients)`. Games
 * are read from the event-fed copy (seeded from games' internal read when a game is not in it yet).
 */
export interface Clients {
  games: GamesReader;
  catalog: CatalogClient;
}

export function httpClients(env: Env): Clients {
  const clientOf = callClientsOf(env);
  return {
    games: gamesReader(internalGameOf(clientOf(gamesCalls, env.GAMES_URL))),
    catalog: catalogClient(clientOf(catalogCalls, env.CATALOG_URL)),
  };
}
