import { instantOfWallClock, nextStartAfter } from './week-schedule';

const at = (iso: string) => new Date(iso);

describe('nextStartAfter', () => {
  it('finds the next weekday at the time in the league zone', () => {
    // Tuesday 1 December 2026, 10:00 UTC; London is on GMT.
    const after = at('2026-12-01T10:00:00Z');
    expect(nextStartAfter({ weekday: 'MONDAY', time: '18:00', timeZone: 'Europe/London' }, after)).toEqual(
      at('2026-12-07T18:00:00Z'),
    );
    expect(nextStartAfter({ weekday: 'TUESDAY', time: '18:00', timeZone: 'Europe/London' }, after)).toEqual(
      at('2026-12-01T18:00:00Z'),
    );
  });

  it('waits a week when today is the day and its time has passed, and never answers the instant itself', () => {
    const start = at('2026-12-01T18:00:00Z');
    const schedule = { weekday: 'TUESDAY', time: '18:00', timeZone: 'Europe/London' } as const;
    expect(nextStartAfter(schedule, start)).toEqual(at('2026-12-08T18:00:00Z'));
    expect(nextStartAfter(schedule, at('2026-12-01T17:59:59.999Z'))).toEqual(start);
  });

  it('reads the day in the league zone, not in UTC', () => {
    // 23:30 UTC on Sunday is already Monday 08:30 in Tokyo: Monday 09:00 there is half an hour away.
    const after = at('2026-12-06T23:30:00Z');
    expect(nextStartAfter({ weekday: 'MONDAY', time: '09:00', timeZone: 'Asia/Tokyo' }, after)).toEqual(
      at('2026-12-07T00:00:00Z'),
    );
    // And 02:00 UTC on Monday is still Sunday evening in New York.
    expect(
      nextStartAfter(
        { weekday: 'SUNDAY', time: '22:00', timeZone: 'America/New_York' },
        at('2026-12-07T02:00:00Z'),
      ),
    ).toEqual(at('2026-12-07T03:00:00Z'));
  });

  it('keeps the wall-clock time across daylight saving changes', () => {
    const schedule = { weekday: 'MONDAY', time: '18:00', timeZone: 'America/New_York' } as const;
    // Clocks go forward on Sunday 8 March 2026: 18:00 is 23:00 UTC before, 22:00 UTC after.
    const before = nextStartAfter(schedule, at('2026-03-01T12:00:00Z'));
    expect(before).toEqual(at('2026-03-02T23:00:00Z'));
    expect(nextStartAfter(schedule, before)).toEqual(at('2026-03-09T22:00:00Z'));
    // London goes back on Sunday 25 October 2026: 18:00 is 17:00 UTC before, 18:00 UTC after.
    const london = { weekday: 'MONDAY', time: '18:00', timeZone: 'Europe/London' } as const;
    expect(nextStartAfter(london, at('2026-10-19T20:00:00Z'))).toEqual(at('2026-10-26T18:00:00Z'));
    expect(nextStartAfter(london, at('2026-10-12T20:00:00Z'))).toEqual(at('2026-10-19T17:00:00Z'));
  });

  it('starts a time the clocks skip as late as the skip, and a time that happens twice at its first', () => {
    // London skips 01:00-02:00 on Sunday 29 March 2026: 01:30 happens as 02:30 BST (01:30 UTC).
    const skipped = { weekday: 'SUNDAY', time: '01:30', timeZone: 'Europe/London' } as const;
    expect(nextStartAfter(skipped, at('2026-03-27T00:00:00Z'))).toEqual(at('2026-03-29T01:30:00Z'));
    // London repeats 01:00-02:00 on Sunday 25 October 2026: 01:30 BST (00:30 UTC) comes first.
    expect(nextStartAfter(skipped, at('2026-10-23T00:00:00Z'))).toEqual(at('2026-10-25T00:30:00Z'));
  });

  it('works in a zone without daylight saving and in UTC', () => {
    expect(
      nextStartAfter({ weekday: 'FRIDAY', time: '00:00', timeZone: 'UTC' }, at('2026-12-01T10:00:00Z')),
    ).toEqual(at('2026-12-04T00:00:00Z'));
    expect(
      nextStartAfter(
        { weekday: 'FRIDAY', time: '23:59', timeZone: 'Asia/Kolkata' },
        at('2026-12-01T10:00:00Z'),
      ),
    ).toEqual(at('2026-12-04T18:29:00Z'));
  });
});

describe('instantOfWallClock', () => {
  it('is the inverse of the zone offset on an ordinary day', () => {
    expect(instantOfWallClock(Date.UTC(2026, 6, 1, 12, 0), 'Europe/Berlin')).toBe(
      Date.UTC(2026, 6, 1, 10, 0),
    );
  });
});
