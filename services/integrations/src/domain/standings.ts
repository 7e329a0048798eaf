import type { MatchLeg } from '@progression/contracts';

export interface Standing {
  userId: string;
  username: string;
  points: number;
  wins: number;
  losses: number;
}

/**
 * The current scores: every leg shown summed per player (as the web app's Current Scores), most points
 * first, then most wins, then fewest losses, then by name so the order is stable.
 */
export function currentStandings(legs: MatchLeg[]): Standing[] {
  const byUser = new Map<string, Standing>();
  for (const leg of legs) {
    for (const entry of leg.entries) {
      const standing = byUser.get(entry.userId) ?? { ...entry, points: 0, wins: 0, losses: 0 };
      standing.points += entry.points;
      standing.wins += entry.wins;
      standing.losses += entry.losses;
      byUser.set(entry.userId, standing);
    }
  }
  return [...byUser.values()].sort(
    (a, b) =>
      b.points - a.points || b.wins - a.wins || a.losses - b.losses || a.username.localeCompare(b.username),
  );
}
