import { cutoffAt, issuedAtFor } from './token-times';

describe('token times', () => {
  it('cuts off every token issued up to the change, within its second too', () => {
    const change = 1_700_000_000_400;
    const cutoff = cutoffAt(change);
    expect(issuedAtFor(undefined, change - 300)).toBeLessThan(cutoff);
    expect(issuedAtFor(undefined, change)).toBeLessThan(cutoff);
  });

  it('dates a token issued in the second of the change at the cut-off, so it works', () => {
    const change = 1_700_000_000_400;
    expect(issuedAtFor(cutoffAt(change), change + 100)).toBe(cutoffAt(change));
    expect(issuedAtFor(cutoffAt(change), change + 5000)).toBe(1_700_000_005);
  });
});
