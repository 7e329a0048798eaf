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

  it('quotes a JSON log line by its message and error', async () => {
    const logged: string[] = [];
    const lines = [
      JSON.stringify({ level: 30, name: 'decks', msg: 'listening' }),
      JSON.stringify({
        level: 50,
        name: 'decks',
        msg: 'MongoDB lost',
        err: { message: 'connect ECONNREFUSED' },
      }),
    ];
    const script = `for (const line of ${JSON.stringify(lines)}) console.log(line); process.exit(2);`;
    const member = keepRunning({
      name: 'decks',
      spawn: async () =>
        startChild('decks', process.execPath, ['-e', script], { env: process.env, log: () => {} }),
      policy: { maxDeaths: 5, windowMs: 60_000, firstDelayMs: 10_000, maxDelayMs: 10_000 },
      log: (line) => logged.push(line),
      onGiveUp: () => {},
    });
    while (logged.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await member.stop();
    expect(logged).toEqual([
      'decks died (exit code 2); starting it again in 10 s. Its last lines: listening | MongoDB lost: connect ECONNREFUSED',
    ]);
  });
});
