import type { Env } from '../env';
import { gamesClient, type GamesClient } from './games';

/** Every other service this one calls; route tests pass fakes through `createApp(deps, clients)`. */
export interface Clients {
  games: GamesClient;
}

export const httpClients = (env: Env): Clients => ({ games: gamesClient(env) });
