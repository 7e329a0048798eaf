import {
  matchesResponse,
  progressionMode,
  systemBanlistResponse,
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
  /** The activeFrom dates of every version of a system banlist; none when the catalog has no such list. */
  banlistVersions(format: BanlistFormat, call: OnBehalf): Promise<Array<{ activeFrom: string }>>;
  /** Ids of players with an unplayed match in a week; none when no matches service is configured. */
  playersWithOpenMatches(gameId: string, week: number, call: OnBehalf): Promise<string[]>;
}

/** HTTP clients of the modes, catalog and (when configured) matches services. */
export function neighbours(env: Env): Neighbours {
  const client = (baseUrl: string) =>
    serviceClient({ baseUrl, serviceName: env.SERVICE_NAME, secret: env.JWT_SECRET });
  const modes = client(env.MODES_URL);
  const catalog = client(env.CATALOG_URL);
  const matches = env.MATCHES_URL ? client(env.MATCHES_URL) : undefined;
  return {
    async modeFor(modeId, call) {
      return progressionMode.parse(
        await modes.get<unknown>(`/rest/api/progression-mode/${encodeURIComponent(modeId)}`, call),
      );
    },
    async banlistVersions(format, call) {
      try {
        const list = systemBanlistResponse.parse(
          await catalog.get<unknown>('/rest/api/banlist/system', { ...call, query: { format } }),
        );
        return list.versions;
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return [];
        throw error;
      }
    },
    async playersWithOpenMatches(gameId, week, call) {
      if (!matches) return [];
      const { matches: list } = matchesResponse.parse(
        await matches.get<unknown>('/rest/api/matches', { ...call, query: { game: gameId } }),
      );
      const open = list.filter((match) => match.weekNum === week && !match.winnerId);
      return [...new Set(open.flatMap((match) => [match.firstPlayerId, match.secondPlayerId]))];
    },
  };
}
