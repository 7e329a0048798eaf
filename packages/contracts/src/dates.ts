import { dateLocale } from './constants';

// The one place the product turns a date into text (spec section 9: dates in en-GB). The formatters are
// built once: constructing an Intl.DateTimeFormat is costly in long lists. Moments (a game's start, a
// history entry) are shown in the reader's time zone; calendar days (a set's release, a banlist's start)
// are stored as UTC midnight and shown in UTC, so they never move to the day before.
const numericDate = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const writtenDate = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const dateOfMoment = new Intl.DateTimeFormat(dateLocale, numericDate);
const dateAndTime = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'short', timeStyle: 'short' });
const calendarDay = new Intl.DateTimeFormat(dateLocale, { ...numericDate, timeZone: 'UTC' });
const writtenCalendarDay = new Intl.DateTimeFormat(dateLocale, { ...writtenDate, timeZone: 'UTC' });

type DateInput = string | number | Date;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** The date of a moment, e.g. 21/11/2025. */
export const formatDate = (value: DateInput): string => dateOfMoment.format(toDate(value));

/** A moment's date and time, e.g. 21/11/2025, 14:05. */
export const formatDateTime = (value: DateInput): string => dateAndTime.format(toDate(value));

/** A calendar day, e.g. 08/03/2002. */
export const formatDay = (value: DateInput): string => calendarDay.format(toDate(value));

/** A calendar day written out, e.g. 8 March 2002. */
export const formatLongDay = (value: DateInput): string => writtenCalendarDay.format(toDate(value));

// A scheduled start: the weekday with the date and time, in the reader's zone or a league's.
const weekdayDateTime = {
  weekday: 'short',
  ...numericDate,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const;
const weekdayDateTimeIn = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment with its weekday, e.g. "Mon, 01/12/2026, 18:00": in the reader's zone, or in `timeZone`
 * (an IANA name) when given.
 */
export function formatWeekdayDateTime(value: DateInput, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = weekdayDateTimeIn.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale, { ...weekdayDateTime, ...(timeZone ? { timeZone } : {}) });
    weekdayDateTimeIn.set(key, format);
  }
  return format.format(toDate(value));
}
