import { ImportProgress } from './import-progress';

describe('ImportProgress', () => {
  it('says nothing until an import starts, then grows with each step and stops short of 100%', () => {
    const progress = new ImportProgress();
    expect(progress.describe()).toBeUndefined();
    progress.started();
    expect(progress.describe()).toBe('importing 0%');
    const seen: string[] = [];
    const steps: Array<[string, number]> = [
      ['validating', 1],
      ['sets', 10],
      ['cards', 4],
      ['printings', 4],
      ['banlists', 2],
    ];
    for (const [step, total] of steps)
      for (let done = 1; done <= total; done += 1) {
        progress.listener(step, done, total);
        seen.push(progress.describe()!);
      }
    const percents = seen.map((text) => Number(/^importing (\d+)%$/.exec(text)![1]));
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents[0]).toBe(10);
    expect(percents.at(-1)).toBe(99);
    progress.finished();
    expect(progress.describe()).toBeUndefined();
  });

  it('ignores steps it does not know', () => {
    const progress = new ImportProgress();
    progress.started();
    progress.listener('something else', 5, 10);
    expect(progress.describe()).toBe('importing 0%');
  });
});
