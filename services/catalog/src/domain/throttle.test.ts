import { Throttle } from './throttle';

describe('Throttle', () => {
  it('starts the first call at once and each next one a slot later, in order, never early', async () => {
    const throttle = new Throttle(20);
    const started: Array<[number, number]> = [];
    const begun = performance.now();
    await Promise.all(
      [0, 1, 2, 3].map((index) =>
        throttle.run(async () => {
          started.push([index, performance.now()]);
        }),
      ),
    );
    expect(started.map(([index]) => index)).toEqual([0, 1, 2, 3]);
    expect(started[0]![1] - begun).toBeLessThan(20);
    for (let index = 1; index < started.length; index++) {
      expect(started[index]![1] - started[index - 1]![1]).toBeGreaterThanOrEqual(49.5);
    }
  });

  it('lets a call after a quiet spell start at once', async () => {
    const throttle = new Throttle(20);
    await throttle.run(async () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const asked = performance.now();
    let startedAt = 0;
    await throttle.run(async () => {
      startedAt = performance.now();
    });
    expect(startedAt - asked).toBeLessThan(20);
  });
});
