import {
  banlistVersion,
  matchesResponse,
  progressionMode,
  type BanlistFormat,
  type ProgressionMode,
} from '@progression/contracts';
import { HttpError, serviceClient } from '@progression/service-kit';
import type { Env } from '../env';

/** Headers forwarded on the caller's behalf. */
export interface OnBehalf {
  authorization?: string;
  requestId?: string;
}

/** What the games service asks of other services. */
export interface Neighbours {
  /** The mode as the caller sees it (the modes service answers 404 for a mode they cannot see). */
  modeFor(modeId: string, call: OnBehalf): Promise<ProgressionMode>;
  /** activeFrom of the system banlist version in force on a date; undefined when there is none. */
  banlistVersionOn(format: BanlistFormat, date: Date, call: OnBehalf): Promise<string | undefined>;
  /** Ids of players with an unplayed match in a week; none when no matches service is configured. */
  playersWithOpenMatches(gameId: string, week: number, call: OnBehalf): Promise<string[]>;
}

/** HTTP clients of the modes, catalog and (when configured) matches services. */
export function neighbours(env: Env): Neighbours {
  const client = (baseUrl: string) =>
    serviceClient({ baseUrl, serviceName: env.SERVICE_NAME, secret: env.SERVICE_SECRET });
  const modes = client(env.MODES_URL);
  const catalog = client(env.CATALOG_URL);
  const matches = env.MATCHES_URL ? client(env.MATCHES_URL) : undefined;
  return {
    async modeFor(modeId, call) {
      return modes.get(`/rest/api/progression-mode/${encodeURIComponent(modeId)}`, progressionMode, call);
    },
    async banlistVersionOn(format, date, call) {
      try {
        const query = { format, date: date.toISOString().slice(0, 10) };
        const version = await catalog.get(
          '/rest/api/banlist/system/in-force',
          banlistVersion.pick({ activeFrom: true }),
          { ...call, query },
        );
        return version.activeFrom;
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return undefined;
        throw error;
      }
    },
    async playersWithOpenMatches(gameId, week, call) {
      if (!matches) return [];
      const { matches: list } = await matches.get('/rest/api/matches', matchesResponse, {
        ...call,
        query: { game: gameId },
      });
      const open = list.filter((match) => match.weekNum === week && !match.winnerId);
      return [...new Set(open.flatMap((match) => [match.firstPlayerId, match.secondPlayerId]))];
    },
  };
}
