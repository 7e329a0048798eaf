import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LockHeldError, acquireOwnerLock, liveOwner } from './index';

const deadPid = () => Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString());

/** Lock content as a process that is gone left it. */
const staleContent = (token: string) => `${JSON.stringify({ pid: deadPid(), start: '1', boot: null, token })}\n`;

describe('owner lock', () => {
  let dir: string;
  let path: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'owner-lock-'));
    path = join(dir, 'LOCK');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is taken with the owner written inside, refused while the owner runs, and removed on release', () => {
    const lock = acquireOwnerLock(path);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid, token: expect.any(String) });
    expect(() => acquireOwnerLock(path)).toThrow(new LockHeldError(path, process.pid));
    expect(liveOwner(path)).toBe(process.pid);
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
    expect(liveOwner(path)).toBeNull();
  });

  it('takes over a lock whose owner is gone, one whose pid now belongs to another process, and an unreadable one', () => {
    for (const left of [
      staleContent('gone'),
      `${JSON.stringify({ pid: process.pid, start: 'an earlier process', boot: null, token: 'reused' })}\n`,
      'garbage',
      `${deadPid()}\n`,
    ]) {
      writeFileSync(path, left);
      const lock = acquireOwnerLock(path);
      expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
      lock.release();
      expect(readdirSync(dir)).toEqual([]);
    }
  });

  it('takes over when the process taking over before it died holding its claim', () => {
    writeFileSync(path, staleContent('first'));
    writeFileSync(`${path}.claim-first`, staleContent('second'));
    const lock = acquireOwnerLock(path);
    expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('never removes a lock another process took meanwhile', () => {
    const lock = acquireOwnerLock(path);
    const other = `${JSON.stringify({ pid: process.ppid, start: null, boot: null, token: 'other' })}\n`;
    writeFileSync(path, other);
    lock.release();
    expect(readFileSync(path, 'utf8')).toBe(other);
  });

  it('lets exactly one of many processes racing for a stale lock win', async () => {
    // Each process waits for the same instant, tries and says what it got; a winner holds the lock until
    // every racer has answered (a racer that starts late on a busy machine still finds it held).
    const racer = `
      const { acquireOwnerLock } = require(${JSON.stringify(join(__dirname, 'index.js'))});
      const [path, at] = process.argv.slice(1);
      while (Date.now() < Number(at));
      try { acquireOwnerLock(path); console.log('won'); setInterval(() => {}, 1000); }
      catch (error) { console.log(error.name); }`;
    for (let round = 0; round < 3; round++) {
      writeFileSync(path, staleContent(`round-${round}`));
      const at = String(Date.now() + 700);
      const children = Array.from({ length: 6 }, () =>
        spawn(process.execPath, ['-e', racer, path, at], { stdio: ['ignore', 'pipe', 'inherit'] }),
      );
      try {
        const outcomes = await Promise.all(
          children.map((child) => {
            let out = '';
            return new Promise<string>((resolve) =>
              child.stdout.on('data', (data: Buffer) => {
                out += data.toString();
                if (out.includes('\n')) resolve(out.trim());
              }),
            );
          }),
        );
        expect(outcomes.sort()).toEqual(['LockHeldError', 'LockHeldError', 'LockHeldError', 'LockHeldError', 'LockHeldError', 'won']);
        expect(existsSync(`${path}.claim-round-${round}`)).toBe(false);
      } finally {
        for (const child of children) child.kill();
        await Promise.all(children.map((child) => child.exitCode !== null || new Promise((resolve) => child.once('exit', resolve))));
      }
      rmSync(path, { force: true });
    }
  }, 60_000);
});
