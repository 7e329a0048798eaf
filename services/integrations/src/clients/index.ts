import { discordApi, type DiscordApi } from '../discord/api';
import { discordSettings, type Env } from '../env';
import { catalogClient, type CatalogClient } from './catalog';
import { gamesClient, type GamesClient } from './games';
import { matchesClient, type MatchesClient } from './matches';

/** Every other service this one calls, and Discord; route tests pass fakes through `createApp(deps, clients)`. */
export interface Clients {
  games: GamesClient;
  matches: MatchesClient;
  /** Absent without CATALOG_URL: the week texts then leave the banlist changes out. */
  catalog?: CatalogClient;
  /** Absent when the Discord application is not configured: nothing is sent. */
  discord?: DiscordApi;
}

export function httpClients(env: Env): Clients {
  const settings = discordSettings(env);
  return {
    games: gamesClient(env),
    matches: matchesClient(env),
    catalog: catalogClient(env),
    discord: settings && discordApi(settings),
  };
}
