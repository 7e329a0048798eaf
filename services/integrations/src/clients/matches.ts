import type { matchesCalls, Match, MatchLegEntry, SwissStanding } from '@progression/contracts';
import { HttpError, type CallClient } from '@progression/service-kit';

/** A refusal of the matches service with its own message (a 4xx), kept to tell the Discord user. */
export class MatchesRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The refusals that are the user's answer (a 403 "too old" is theirs, not our credentials failing). */
export const matchesRefusalsPassedThrough = [400, 403, 404, 409, 429];

/**
 * What the bot asks of the matches service, always as the linked user (its as-user calls), so
 * the web app's rules apply unchanged. A refusal with its message is a `MatchesRefusal`; anything else
 * throws as the kit's client does.
 */
export interface MatchesClient {
  matches(userId: string, gameId: string): Promise<Match[]>;
  /** The game's Current Scores, as the matches service places them (completed legs only). */
  currentScores(userId: string, gameId: string): Promise<MatchLegEntry[]>;
  /** The game's Swiss standings with their tiebreakers (none in a round robin). */
  swissStandings(userId: string, gameId: string): Promise<SwissStanding[]>;
  report(userId: string, matchId: string, winnerId: string): Promise<Match>;
  /** Confirmed results: the user confirms the pending result their opponent reported. */
  confirm(userId: string, matchId: string): Promise<Match>;
}

async function asRefusal<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof HttpError && error.status >= 400 && error.status < 500)
      throw new MatchesRefusal(error.status, error.message);
    throw error;
  }
}

/** The matches calls the bot makes, over the client built from the matches declarations (none without MATCHES_URL). */
export function matchesClient(matches: CallClient<typeof matchesCalls> | undefined): MatchesClient {
  const client = () => {
    if (!matches) throw new Error('MATCHES_URL is not set');
    return matches;
  };
  return {
    matches: async (userId, gameId) =>
      (await asRefusal(client().matchesAsUser({ params: { userId }, query: { game: gameId } }))).matches,
    currentScores: async (userId, gameId) =>
      (await asRefusal(client().matchLegsAsUser({ params: { userId }, query: { gameId } }))).currentScores,
    swissStandings: async (userId, gameId) =>
      (await asRefusal(client().matchLegsAsUser({ params: { userId }, query: { gameId } }))).swissStandings,
    report: (userId, matchId, winnerId) =>
      asRefusal(client().reportAsUser({ params: { userId, id: matchId }, body: { winnerId } })),
    confirm: (userId, matchId) => asRefusal(client().confirmAsUser({ params: { userId, id: matchId } })),
  };
}
