import type { MatchLeg } from '@progression/contracts';

/** The completed legs, newest first (one tab each). */
export const completedLegs = (legs: readonly MatchLeg[]) =>
  legs.filter((leg) => leg.complete).sort((a, b) => b.leg - a.leg);

/** The leg in progress, if any. */
export const legInProgress = (legs: readonly MatchLeg[]) => legs.find((leg) => !leg.complete) ?? null;

export interface PointsSeries {
  username: string;
  /** Cumulative points at the last week of each completed leg. */
  points: { week: number; points: number }[];
}

/**
 * Points over the weeks: each player's running total of Current Scores, a point at the last week of each
 * completed leg (the leg in progress is provisional and not charted).
 */
export function pointsOverWeeks(
  legs: readonly MatchLeg[],
  legLength: number,
  activeWeek: number,
): PointsSeries[] {
  const series = new Map<string, PointsSeries>();
  const running = new Map<string, number>();
  for (const leg of completedLegs(legs).reverse()) {
    for (const entry of leg.entries) {
      const total = (running.get(entry.userId) ?? 0) + entry.points;
      running.set(entry.userId, total);
      const line = series.get(entry.userId) ?? { username: entry.username, points: [] };
      // A game completed mid-leg ends its last leg early.
      line.points.push({ week: Math.min(leg.leg * legLength, activeWeek), points: total });
      series.set(entry.userId, line);
    }
  }
  return [...series.values()];
}
