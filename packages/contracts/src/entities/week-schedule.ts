import { z } from 'zod';
import { isoDate } from '../primitives';
import { scheduleMessages } from '../schedule/messages';

/** Days a week can start on, Monday first (ISO 8601's order). */
export const weekdays = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export const weekday = z.enum(weekdays, { error: scheduleMessages.weekdayInvalid });
export type Weekday = z.infer<typeof weekday>;

/** A wall-clock time of day, 24-hour, `HH:MM`. */
const timeOfDay = z
  .string({ error: scheduleMessages.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: scheduleMessages.timeInvalid });

/**
 * True for an IANA time zone name the runtime knows (`Europe/London`, `America/New_York`, `UTC`). Offsets
 * (`+01:00`) and abbreviations (`CET` aside, which IANA names too) are refused: a league's zone must follow
 * its daylight saving time.
 */
export function isTimeZone(value: string): boolean {
  if (value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const timeZone = z
  .string({ error: scheduleMessages.timeZoneInvalid })
  .refine(isTimeZone, { error: scheduleMessages.timeZoneInvalid });

/** The admin's schedule of week starts: each next week starts at `time` on `weekday` in `timeZone`. */
export const weekSchedule = z.strictObject({
  enabled: z.boolean({ error: scheduleMessages.enabledRequired }),
  weekday,
  time: timeOfDay,
  timeZone,
});
export type WeekSchedule = z.infer<typeof weekSchedule>;

/** GET/PUT /rest/api/progression-game/{id}/schedule: the schedule (null when never set) and the next start. */
export const weekScheduleView = z.object({
  schedule: weekSchedule.nullable(),
  /** When the next week starts by itself; null when the schedule is off, unset or the game complete. */
  nextStartAt: isoDate.nullable(),
});
export type WeekScheduleView = z.infer<typeof weekScheduleView>;
