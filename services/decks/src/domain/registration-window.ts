/** What decides whether a week takes registrations. */
export interface WindowFacts {
  week: number;
  /** The game's active week: only it takes registrations; a week before it is over. */
  activeWeek: number;
  /** The admin's closing time, if set. */
  closesAt: Date | null;
  /** Set when the week's first result was reported: closed for good. */
  closedAt: Date | null;
}

/** Open while the week is the active one, no result was reported and the admin's time has not come. */
export function isOpen({ week, activeWeek, closesAt, closedAt }: WindowFacts, now: Date): boolean {
  return week === activeWeek && closedAt === null && (closesAt === null || closesAt > now);
}

/** The same rule as a store filter on a week's document, so a registration is written only while open. */
export const openWeekFilter = (now: Date) => ({
  closedAt: null,
  $or: [{ closesAt: null }, { closesAt: { $gt: now } }],
});
