/**
 * The texts of scheduled week starts and reminders (the admin's schedule form, its refusals, the bell and
 * the chat bot). Kept in their own block and spread into `messages.schedule`.
 */
export const scheduleMessages = {
  title: 'Week schedule',
  description: 'Start each next week by itself at a set day and time.',
  enabledLabel: 'Start weeks on schedule',
  weekdayLabel: 'Day',
  timeLabel: 'Time',
  timeZoneLabel: 'Time zone',
  save: 'Save schedule',
  saved: 'The week schedule was saved',
  off: 'Weeks start only when you start them',
  /** The admin page and the overview: the next start in the viewer's zone, then in the league's. */
  nextStart: (viewerTime: string) => `The next week starts ${viewerTime}`,
  leagueTime: (leagueTime: string, timeZone: string) => `(${leagueTime} ${timeZone})`,
  /** Refusals of a schedule (each names its field). */
  weekdayInvalid: 'Choose a day of the week',
  timeInvalid: 'Enter a time as HH:MM, from 00:00 to 23:59',
  timeZoneInvalid: 'Choose a time zone from the list, such as Europe/London',
  enabledRequired: 'Say whether weeks start on schedule',
  /** The bell of the game's admins when a scheduled start ran, with the start dialog's checks. */
  startedOnSchedule: (week: number, game: string) => `Week ${week} of ${game} started on schedule`,
  completedOnSchedule: (game: string) => `${game} was completed on schedule: its last week was played`,
  openMatchesAtStart: (usernames: string[]) =>
    `Not every match was played: ${usernames.join(', ')} had unplayed matches`,
  matchesNotChecked: 'The matches of the week before could not be checked',
  /** The admins' note: what happened, then the check, as one text. */
  withCheck: (headline: string, check: string) => `${headline}. ${check}`,
  /** The reminder 24 hours before a scheduled start (the bell of each player, and the chat bot). */
  reminder: (week: number, game: string, unplayed: number) =>
    `You have ${unplayed === 1 ? '1 unplayed match' : `${unplayed} unplayed matches`} in week ${week} of ${game}: the next week starts within 24 hours`,
  channelReminder: (week: number, game: string, usernames: string[]) =>
    `Week ${week} of ${game} ends within 24 hours. Still to play: ${usernames.join(', ')}`,
} as const;
