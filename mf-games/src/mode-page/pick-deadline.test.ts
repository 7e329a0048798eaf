import { isPickSecondsInRange, pickSecondsOf, splitPickSeconds } from './pick-deadline';

describe('the pick deadline field', () => {
  it('shows a deadline in the largest unit that says it exactly', () => {
    expect(splitPickSeconds(30)).toEqual({ amount: 30, unit: 'SECONDS' });
    expect(splitPickSeconds(90)).toEqual({ amount: 90, unit: 'SECONDS' });
    expect(splitPickSeconds(300)).toEqual({ amount: 5, unit: 'MINUTES' });
    expect(splitPickSeconds(86_400)).toEqual({ amount: 24, unit: 'HOURS' });
  });

  it('reads a typed amount in its unit; what is not a positive number counts 0', () => {
    expect(pickSecondsOf('2', 'MINUTES')).toBe(120);
    expect(pickSecondsOf('48', 'HOURS')).toBe(172_800);
    expect(pickSecondsOf('1.7', 'HOURS')).toBe(3600);
    expect(pickSecondsOf('', 'SECONDS')).toBe(0);
    expect(pickSecondsOf('-5', 'MINUTES')).toBe(0);
  });

  it('takes 30 seconds to 48 hours', () => {
    expect(isPickSecondsInRange(29)).toBe(false);
    expect(isPickSecondsInRange(30)).toBe(true);
    expect(isPickSecondsInRange(172_800)).toBe(true);
    expect(isPickSecondsInRange(172_801)).toBe(false);
  });
});
