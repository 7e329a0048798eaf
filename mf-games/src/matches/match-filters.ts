import type { Match } from '@progression/contracts';
import { winrate } from '../shared/winrate';

export type WeekFilter = 'THIS' | 'PREVIOUS' | 'ALL';

export interface MatchFilters {
  week: WeekFilter;
  /** Player ids every shown match must include (at most 2). */
  includes: string[];
  /** Player ids no shown match may include. */
  excludes: string[];
  /** Off: only the caller's own matches. */
  showAll: boolean;
}

export const defaultFilters: MatchFilters = { week: 'THIS', includes: [], excludes: [], showAll: false };

/** Most players Includes keeps: a match has two. */
export const maxIncluded = 2;

const playsIn = (match: Match, playerId: string) =>
  match.firstPlayerId === playerId || match.secondPlayerId === playerId;

/** Adds a player to Includes, dropping the oldest choice beyond two. */
export const include = (includes: string[], playerId: string): string[] =>
  [...includes.filter((id) => id !== playerId), playerId].slice(-maxIncluded);

/** The matches the filters show, sorted by week (ascending or descending). */
export function filterMatches(
  matches: readonly Match[],
  filters: MatchFilters,
  me: string,
  activeWeek: number,
  ascending: boolean,
): Match[] {
  return matches
    .filter((match) => {
      if (filters.week === 'THIS' && match.weekNum !== activeWeek) return false;
      if (filters.week === 'PREVIOUS' && match.weekNum >= activeWeek) return false;
      if (!filters.showAll && !playsIn(match, me)) return false;
      if (!filters.includes.every((id) => playsIn(match, id))) return false;
      return !filters.excludes.some((id) => playsIn(match, id));
    })
    .sort((a, b) => (ascending ? a.weekNum - b.weekNum : b.weekNum - a.weekNum));
}

export interface MatchStats {
  wins: number;
  losses: number;
  /** Percent of decided matches won, one decimal ("0.0" with none decided). */
  winrate: string;
  unplayed: number;
}

/** W/L of the player in the shown matches, their winrate, and how many shown matches are unplayed. */
export function matchStats(shown: readonly Match[], me: string): MatchStats {
  let wins = 0;
  let losses = 0;
  let unplayed = 0;
  for (const match of shown) {
    if (!match.winnerId) unplayed += 1;
    else if (match.winnerId === me) wins += 1;
    else if (playsIn(match, me)) losses += 1;
  }
  return { wins, losses, unplayed, winrate: winrate(wins, losses) };
}
