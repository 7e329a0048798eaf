import { percentile } from './bench';
import { eventually } from './eventually';

describe('percentile', () => {
  it('is the nearest rank: the smallest sample with at least p% at or below it', () => {
    const samples = [15, 20, 35, 40, 50];
    expect([0, 5, 20, 21, 40, 50, 95, 100].map((p) => percentile(samples, p))).toEqual([
      15, 15, 15, 20, 20, 35, 50, 50,
    ]);
    const hundred = Array.from({ length: 100 }, (_, index) => 100 - index); // 1..100, unsorted
    expect([percentile(hundred, 50), percentile(hundred, 95), percentile(hundred, 99)]).toEqual([50, 95, 99]);
  });

  it('refuses no samples rather than answering undefined', () => {
    expect(() => percentile([], 95)).toThrow('no samples');
  });
});

describe('eventually', () => {
  it('answers the first truthy answer', async () => {
    let asked = 0;
    expect(await eventually('the third time', () => (++asked >= 3 ? `after ${asked}` : null))).toBe(
      'after 3',
    );
  });

  it('names what it waited for when it times out', async () => {
    await expect(eventually('nothing', () => false, { timeoutMs: 50 })).rejects.toThrow(
      'timed out waiting for nothing',
    );
  });
});
