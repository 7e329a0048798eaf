import { savedSchedule, scheduleAfterStart, type ScheduleState } from './schedule-state';

const monday = { enabled: true, weekday: 'MONDAY', time: '18:00', timeZone: 'Europe/London' } as const;
const now = new Date('2026-12-01T10:00:00Z'); // a Tuesday
const nextMonday = new Date('2026-12-07T18:00:00Z');
const state = (change: Partial<ScheduleState> = {}): ScheduleState => ({
  ...monday,
  nextStartAt: nextMonday,
  remindAt: new Date(nextMonday.getTime() - 86_400_000),
  remindedWeek: 0,
  ...change,
});

describe('savedSchedule', () => {
  it('counts the next start from now and the reminder a day before, while a week runs', () => {
    expect(savedSchedule(monday, { activeWeek: 2, status: 'IN_PROGRESS' }, now)).toEqual(state());
  });
  it('has no reminder before the first week, or for a week already reminded', () => {
    expect(savedSchedule(monday, { activeWeek: 0, status: 'IN_PROGRESS' }, now).remindAt).toBeNull();
    const reminded = { activeWeek: 2, status: 'IN_PROGRESS', schedule: state({ remindedWeek: 2 }) };
    expect(savedSchedule(monday, reminded, now)).toMatchObject({ remindAt: null, remindedWeek: 2 });
  });
  it('has no start when off or when the game is complete', () => {
    expect(
      savedSchedule({ ...monday, enabled: false }, { activeWeek: 1, status: 'IN_PROGRESS' }, now),
    ).toMatchObject({
      nextStartAt: null,
      remindAt: null,
    });
    expect(savedSchedule(monday, { activeWeek: 1, status: 'COMPLETE' }, now).nextStartAt).toBeNull();
  });
});

describe('scheduleAfterStart', () => {
  it('moves a scheduled start on to the next occurrence after now, once however late', () => {
    const late = new Date('2026-12-30T10:00:00Z'); // three Mondays missed
    expect(
      scheduleAfterStart(state(), { scheduled: true, completed: false, activeWeek: 3 }, late),
    ).toMatchObject({
      nextStartAt: new Date('2027-01-04T18:00:00Z'),
      remindAt: new Date('2027-01-03T18:00:00Z'),
    });
  });
  it('lets a start by hand within the day before take the scheduled one', () => {
    const sunday = new Date('2026-12-06T20:00:00Z');
    expect(
      scheduleAfterStart(state(), { scheduled: false, completed: false, activeWeek: 3 }, sunday)?.nextStartAt,
    ).toEqual(new Date('2026-12-14T18:00:00Z'));
    // Further off, the schedule stays.
    expect(
      scheduleAfterStart(state(), { scheduled: false, completed: false, activeWeek: 3 }, now)?.nextStartAt,
    ).toEqual(nextMonday);
  });
  it('ends the schedule with the game, and leaves an off or missing schedule alone', () => {
    expect(
      scheduleAfterStart(state(), { scheduled: true, completed: true, activeWeek: 2 }, now),
    ).toMatchObject({
      nextStartAt: null,
      remindAt: null,
    });
    expect(
      scheduleAfterStart(
        state({ enabled: false }),
        { scheduled: false, completed: false, activeWeek: 2 },
        now,
      ),
    ).toBeUndefined();
    expect(
      scheduleAfterStart(null, { scheduled: false, completed: false, activeWeek: 2 }, now),
    ).toBeUndefined();
  });
});
