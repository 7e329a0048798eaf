import { startChild } from './child.mjs';
import { keepRunning } from './member.mjs';

describe('keepRunning', () => {
  it("quotes a crash's error line, not its stack frames, and gives up with the last lines", async () => {
    const logged: string[] = [];
    const gaveUp = new Promise<string>((resolve) => {
      const member = keepRunning({
        name: 'thrower',
        spawn: async () =>
          startChild('thrower', process.execPath, ['-e', "throw new Error('no card data')"], {
            env: process.env,
            log: () => {},
          }),
        policy: { maxDeaths: 2, windowMs: 60_000, firstDelayMs: 50, maxDelayMs: 50 },
        log: (line) => logged.push(line),
        onGiveUp: resolve,
      });
      void member.ready.catch(() => {});
    });
    const message = await gaveUp;
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      /^thrower died \(exit code 1\); starting it again in 0\.05 s\. Its last lines: /,
    );
    expect(logged[0]).toContain('Error: no card data');
    expect(logged[0]).not.toMatch(/\bat /);
    expect(message).toMatch(
      /^thrower keeps dying: 2 times within 60 seconds, the last time with exit code 1\n/,
    );
    expect(message).toContain('\n  Error: no card data\n');
    expect(message).not.toMatch(/\n\s+at /);
  });
});
