import type { MatchLegEntry } from '@progression/contracts';
import { byUsername, type ComputedLeg } from './legs';

/**
 * Current Scores: the completed legs summed per player (a leg in progress is provisional and adds
 * nothing). Players are placed by points alone, equal points sharing the place (1, 2, 2, 4); a player
 * with no result in any completed leg has no place. Equal points are listed by username.
 */
export function currentScores(legs: readonly ComputedLeg[]): MatchLegEntry[] {
  const totals = new Map<string, MatchLegEntry>();
  const placedOnce = new Set<string>();
  for (const leg of legs.filter((each) => each.complete))
    for (const entry of leg.entries) {
      const total = totals.get(entry.userId) ?? { ...entry, place: null, points: 0, wins: 0, losses: 0 };
      totals.set(entry.userId, {
        ...total,
        points: total.points + entry.points,
        wins: total.wins + entry.wins,
        losses: total.losses + entry.losses,
      });
      if (entry.place !== null) placedOnce.add(entry.userId);
    }
  const listed = (a: MatchLegEntry, b: MatchLegEntry) =>
    b.points - a.points || byUsername(a.username, b.username);
  const all = [...totals.values()];
  const placed = all.filter((total) => placedOnce.has(total.userId)).sort(listed);
  const unplaced = all.filter((total) => !placedOnce.has(total.userId)).sort(listed);
  return [
    ...placed.map((total) => ({
      ...total,
      place: 1 + placed.filter((other) => other.points > total.points).length,
    })),
    ...unplaced,
  ];
}
