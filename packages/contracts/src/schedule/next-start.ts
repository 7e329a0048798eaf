import { formatWeekdayDateTime } from '../dates';
import { scheduleMessages } from './messages';

/** The reader's own time zone (the browser's), as an IANA name. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * When the next week starts, in the reader's zone and then in the league's ("The next week starts
 * Mon, 07/12/2026, 19:00 (Mon, 07/12/2026, 18:00 Europe/London)"); the league's is left out when the two
 * zones tell the same time.
 */
export function nextStartText(
  nextStartAt: string,
  leagueZone: string,
  viewerZone = viewerTimeZone(),
): string {
  const viewer = formatWeekdayDateTime(nextStartAt, viewerZone);
  const league = formatWeekdayDateTime(nextStartAt, leagueZone);
  const text = scheduleMessages.nextStart(viewer);
  return league === viewer ? text : `${text} ${scheduleMessages.leagueTime(league, leagueZone)}`;
}
