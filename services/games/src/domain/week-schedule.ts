import { weekdays, type WeekSchedule } from '@progression/contracts';

// When a scheduled week starts, in the league's time zone, daylight saving time included. Everything is
// computed with Intl (the runtime's time zone data), on wall-clock times written as UTC milliseconds.

const minute = 60_000;
const day = 24 * 60 * minute;

const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time in `timeZone` at `instant`, written as if it were UTC (milliseconds). */
function wallClockAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    wallClockFormat(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  // Sub-second precision is not part of a wall clock reading; keep the instant's own milliseconds.
  return wall + (instant % 1000);
}

/** The zone's offset from UTC at `instant` (milliseconds, positive east of Greenwich). */
const offsetAt = (instant: number, timeZone: string) => wallClockAt(instant, timeZone) - instant;

/**
 * The instant a wall-clock time (written as UTC milliseconds) happens in `timeZone`. A time the clocks
 * skip (spring forward) happens as late as the skip (02:30 in a 02:00-03:00 gap is 03:30); a time that
 * happens twice (fall back) is its first occurrence.
 */
export function instantOfWallClock(wall: number, timeZone: string): number {
  const before = offsetAt(wall - day, timeZone);
  const after = offsetAt(wall + day, timeZone);
  const fits = [before, after]
    .map((offset) => wall - offset)
    .filter((instant) => offsetAt(instant, timeZone) === wall - instant);
  if (fits.length > 0) return Math.min(...fits);
  return wall - before;
}

/** Minutes after midnight of an `HH:MM` time. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** ISO weekday index (Monday 0 ... Sunday 6) of a wall-clock midnight written as UTC. */
const weekdayIndexOf = (wallMidnight: number) => (new Date(wallMidnight).getUTCDay() + 6) % 7;

/**
 * The first scheduled start strictly after `after`: the next `weekday` at `time` in `timeZone`. The
 * schedule's `enabled` is not read here (an off schedule has no start; the caller decides).
 */
export function nextStartAfter(schedule: Omit<WeekSchedule, 'enabled'>, after: Date): Date {
  const { timeZone } = schedule;
  const wallNow = wallClockAt(after.getTime(), timeZone);
  const today = wallNow - (((wallNow % day) + day) % day);
  const target = weekdays.indexOf(schedule.weekday);
  // Eight days: today may be the weekday with its time already passed.
  for (let offset = 0; offset <= 7; offset += 1) {
    const midnight = today + offset * day;
    if (weekdayIndexOf(midnight) !== target) continue;
    const instant = instantOfWallClock(midnight + minutesOf(schedule.time) * minute, timeZone);
    if (instant > after.getTime()) return new Date(instant);
  }
  // Unreachable: within eight days the weekday comes round with its time still ahead.
  throw new Error(`no start found after ${after.toISOString()} for ${JSON.stringify(schedule)}`);
}

/** When players with unplayed matches are reminded: 24 hours before a start. */
export const reminderLead = day;
