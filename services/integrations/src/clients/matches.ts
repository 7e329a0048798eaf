import {
  matchesResponse,
  matchLegsResponse,
  match,
  type Match,
  type MatchLegEntry,
} from '@progression/contracts';
import { signServiceToken } from '@progression/service-kit';
import type { z } from 'zod';
import type { Env } from '../env';

/** A refusal of the matches service with its own message (a 4xx), kept to tell the Discord user. */
export class MatchesRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * What the bot asks of the matches service, always as the linked user (`/internal/as-user/{userId}`), so
 * the web app's rules apply unchanged. Unlike the kit's client it keeps every 4xx's message (a 403 "too
 * old" is the player's answer, not our credentials failing); anything else throws a plain error.
 */
export interface MatchesClient {
  matches(userId: string, gameId: string): Promise<Match[]>;
  /** The game's Current Scores, as the matches service places them (completed legs only). */
  currentScores(userId: string, gameId: string): Promise<MatchLegEntry[]>;
  report(userId: string, matchId: string, winnerId: string): Promise<Match>;
}

export function matchesClient(env: Env): MatchesClient {
  async function call<S extends z.ZodType>(
    method: string,
    userId: string,
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.output<S>> {
    if (!env.MATCHES_URL) throw new Error('MATCHES_URL is not set');
    const url = new URL(`/internal/as-user/${encodeURIComponent(userId)}/rest/api${path}`, env.MATCHES_URL);
    const response = await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${signServiceToken(env.SERVICE_NAME, env.SERVICE_SECRET)}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (response.status >= 400 && response.status < 500 && response.status !== 401) {
      const message = (json as { message?: unknown } | undefined)?.message;
      if (typeof message === 'string') throw new MatchesRefusal(response.status, message);
    }
    if (!response.ok) throw new Error(`matches ${method} ${path} answered ${response.status}`);
    return schema.parse(json);
  }

  return {
    matches: async (userId, gameId) =>
      (await call('GET', userId, `/matches?game=${encodeURIComponent(gameId)}`, matchesResponse)).matches,
    currentScores: async (userId, gameId) =>
      (await call('GET', userId, `/match-legs?gameId=${encodeURIComponent(gameId)}`, matchLegsResponse))
        .currentScores,
    report: (userId, matchId, winnerId) =>
      call('PUT', userId, `/matches/${encodeURIComponent(matchId)}`, match, { winnerId }),
  };
}
