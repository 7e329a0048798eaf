import { deferredModule } from './load';

describe('deferredModule', () => {
  it('fetches once, answers at once after arriving, and fetches again after a failure', async () => {
    let calls = 0;
    let fail = true;
    const part = deferredModule(async () => {
      calls += 1;
      if (fail) throw new Error('network');
      return { answer: 42 };
    });
    expect(part.loaded()).toBeUndefined();
    await expect(part.preload()).rejects.toThrow('network');
    expect(part.loaded()).toBeUndefined();

    fail = false;
    const first = part.preload();
    expect(part.preload()).toBe(first);
    await first;
    expect(part.loaded()).toEqual({ answer: 42 });
    expect(calls).toBe(2);
  });
});
