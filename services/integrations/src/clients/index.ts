import { catalogCalls, gamesCalls, matchesCalls } from '@progression/contracts';
import { callClient, callClientsOf } from '@progression/service-kit';
import { discordApi, type DiscordApi } from '../discord/api';
import { discordSettings, type Env } from '../env';
import { catalogClient, type CatalogClient } from './catalog';
import { gamesClient, type GamesClient } from './games';
import { matchesClient, matchesRefusalsPassedThrough, type MatchesClient } from './matches';

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
  const clientOf = callClientsOf(env);
  const matches =
    env.MATCHES_URL &&
    callClient(matchesCalls, {
      baseUrl: env.MATCHES_URL,
      serviceName: env.SERVICE_NAME,
      secret: env.SERVICE_SECRET,
      passedThrough: matchesRefusalsPassedThrough,
    });
  return {
    games: gamesClient(clientOf(gamesCalls, env.GAMES_URL)),
    matches: matchesClient(matches || undefined),
    catalog: env.CATALOG_URL ? catalogClient(clientOf(catalogCalls, env.CATALOG_URL)) : undefined,
    discord: settings && discordApi(settings),
  };
}
