import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { listDeadLetters, recordDeadLetter } from './dead-letters';
import { startEventsInfra } from './test-support';

const cli = join(__dirname, '..', '..', 'bin', 'dead-letters.mjs');
const dbName = 'progression_dead_letters_cli_test';
let world: Awaited<ReturnType<typeof startEventsInfra>>;
beforeAll(async () => {
  world = await startEventsInfra(dbName);
}, 30_000);
afterAll(() => world.stop());

const run = async (...args: string[]) => {
  const url = world.infra.mongoUrl.replace(/\/([^/?]*)(\?|$)/, `/${dbName}$2`);
  return (await promisify(execFile)(process.execPath, [cli, url, ...args])).stdout;
};

describe('dead-letters CLI', () => {
  it('lists the dead letters and marks one for replay by the running service', async () => {
    const letter = {
      consumer: 'decks-on-week',
      subject: 'progression.game.week.started',
      payload: '{}',
      error: 'Invalid input',
      attempts: 8,
    };
    await recordDeadLetter({ ...letter, streamSequence: 41 });
    await recordDeadLetter({ ...letter, consumer: 'decks-other', streamSequence: 42 });
    const listed = (await run('list', 'decks-on-week'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(listed).toEqual([
      expect.objectContaining({ id: 'decks-on-week:41', attempts: 8, replayRequested: false }),
    ]);
    expect(await run('replay', 'decks-on-week:41')).toContain('1 dead letter(s)');
    const stored = await listDeadLetters();
    expect(stored.map((one) => [one._id, one.replayRequested])).toEqual([
      ['decks-on-week:41', true],
      ['decks-other:42', false],
    ]);
  });
});
