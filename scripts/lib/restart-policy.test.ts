import { deathRecord, describeWindow } from './restart-policy.mjs';

describe('restart policy', () => {
  const policy = { maxDeaths: 5, windowMs: 60_000, firstDelayMs: 500, maxDelayMs: 3_000 };

  it('doubles the pause with each recent death, up to the longest, and gives up at the fifth', () => {
    const deaths = deathRecord(policy);
    expect([1, 2, 3, 4].map((second) => deaths.record(second * 1000))).toEqual([500, 1000, 2000, 3000]);
    expect(deaths.record(5000)).toBeNull();
  });

  it('forgets deaths older than the window', () => {
    const deaths = deathRecord(policy);
    for (const second of [0, 1, 2, 3]) deaths.record(second * 1000);
    // The first three are more than a minute old by now: this is the second recent death.
    expect(deaths.record(62_500)).toBe(1000);
  });

  it('says a window in minutes or seconds', () => {
    expect(describeWindow(180_000)).toBe('3 minutes');
    expect(describeWindow(20_000)).toBe('20 seconds');
  });
});
