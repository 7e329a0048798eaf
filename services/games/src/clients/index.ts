import {
  catalogCalls,
  matchesCalls,
  modesCalls,
  type BanlistFormat,
  type ProgressionMode,
} from '@progression/contracts';
import { callClient, HttpError, type OnBehalf } from '@progression/service-kit';
import type { Env } from '../env';

export type { OnBehalf };

/** What the games service asks of other services. */
export interface Neighbours {
  /** The mode as the caller sees it (the modes service answers 404 for a mode they cannot see). */
  modeFor(modeId: string, call: OnBehalf): Promise<ProgressionMode>;
  /** activeFrom of the system banlist version in force on a date; undefined when there is none. */
  banlistVersionOn(format: BanlistFormat, date: Date, call: OnBehalf): Promise<string | undefined>;
  /** Ids of players with an unplayed match in a week; none when no matches service is configured. */
  playersWithOpenMatches(gameId: string, week: number, call: OnBehalf): Promise<string[]>;
  /**
   * Players with unplayed matches in a week and how many, asked as this service (the scheduler has no
   * user); none when no matches service is configured.
   */
  unplayedMatches(gameId: string, week: number): Promise<Array<{ playerId: string; unplayed: number }>>;
}

/** Clients of the modes, catalog and (when configured) matches services, built from their declarations. */
export function neighbours(env: Env): Neighbours {
  const options = (baseUrl: string) => ({
    baseUrl,
    serviceName: env.SERVICE_NAME,
    secret: env.SERVICE_SECRET,
  });
  const modes = callClient(modesCalls, options(env.MODES_URL));
  const catalog = callClient(catalogCalls, options(env.CATALOG_URL));
  const matches = env.MATCHES_URL ? callClient(matchesCalls, options(env.MATCHES_URL)) : undefined;
  return {
    modeFor: (modeId, call) => modes.modeOfCaller({ params: { id: modeId } }, call),
    async banlistVersionOn(format, date, call) {
      try {
        const query = { format, date: date.toISOString().slice(0, 10) };
        // A scheduled start has no user: it asks the catalog's internal route as this service.
        const answer = call.authorization
          ? await catalog.systemBanlistInForce({ query }, call)
          : await catalog.banlistInForce({ query });
        return answer.activeFrom;
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return undefined;
        throw error;
      }
    },
    async playersWithOpenMatches(gameId, week, call) {
      if (!matches) return [];
      const { matches: list } = await matches.matches({ query: { game: gameId } }, call);
      const open = list.filter((match) => match.weekNum === week && !match.winnerId);
      return [...new Set(open.flatMap((match) => [match.firstPlayerId, match.secondPlayerId]))];
    },
    async unplayedMatches(gameId, week) {
      if (!matches) return [];
      return (await matches.unplayedMatches({ query: { game: gameId, week } })).players;
    },
  };
}
