import type { MatchLeg, MatchLegEntry } from '@progression/contracts';

/** Current Scores: every shown leg (completed ones and the one in progress) summed per player, best first. */
export function currentScores(legs: readonly MatchLeg[]): MatchLegEntry[] {
  const totals = new Map<string, MatchLegEntry>();
  for (const leg of legs)
    for (const entry of leg.entries) {
      const total = totals.get(entry.userId) ?? { ...entry, points: 0, wins: 0, losses: 0 };
      totals.set(entry.userId, {
        ...total,
        points: total.points + entry.points,
        wins: total.wins + entry.wins,
        losses: total.losses + entry.losses,
      });
    }
  return [...totals.values()].sort(
    (a, b) =>
      b.points - a.points || b.wins - a.wins || a.losses - b.losses || a.username.localeCompare(b.username),
  );
}

/** The completed legs, newest first (one tab each). */
export const completedLegs = (legs: readonly MatchLeg[]) =>
  legs.filter((leg) => leg.complete).sort((a, b) => b.leg - a.leg);

/** The leg in progress, if any. */
export const legInProgress = (legs: readonly MatchLeg[]) => legs.find((leg) => !leg.complete) ?? null;

export interface PointsSeries {
  username: string;
  /** Cumulative points at the end of each leg's weeks (the in-progress leg at its points so far). */
  points: { week: number; points: number }[];
}

/** Points over the weeks: each player's running total, a point at the last week of each leg reached. */
export function pointsOverWeeks(
  legs: readonly MatchLeg[],
  legLength: number,
  activeWeek: number,
): PointsSeries[] {
  const series = new Map<string, PointsSeries>();
  const running = new Map<string, number>();
  for (const leg of [...legs].sort((a, b) => a.leg - b.leg)) {
    const week = Math.min(leg.leg * legLength, activeWeek);
    for (const entry of leg.entries) {
      const total = (running.get(entry.userId) ?? 0) + entry.points;
      running.set(entry.userId, total);
      const line = series.get(entry.userId) ?? { username: entry.username, points: [] };
      line.points.push({ week, points: total });
      series.set(entry.userId, line);
    }
  }
  return [...series.values()];
}
