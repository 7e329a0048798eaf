import type { Match } from '@progression/contracts';

const playsIn = (match: Match, playerId: string) =>
  match.firstPlayerId === playerId || match.secondPlayerId === playerId;

/** The player's wins minus losses over every week. */
export function winsMinusLosses(matches: readonly Match[], me: string): number {
  return matches.reduce((sum, match) => {
    if (!match.winnerId || !playsIn(match, me)) return sum;
    return sum + (match.winnerId === me ? 1 : -1);
  }, 0);
}

/** The player's unplayed matches of the active week. */
export const remainingThisWeek = (matches: readonly Match[], me: string, activeWeek: number): number =>
  matches.filter((match) => match.weekNum === activeWeek && !match.winnerId && playsIn(match, me)).length;
