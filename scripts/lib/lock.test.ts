import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AlreadyRunningError,
  LOCK_FILE,
  acquireDataLock,
  assertNotRunning,
  isProcessAlive,
} from './lock.mjs';
import { makeTree } from './test-fixtures';

/** The pid of a process that has already exited. */
function deadPid(): number {
  const pid = spawnSync(process.execPath, [
    '-e',
    'process.stdout.write(String(process.pid))',
  ]).stdout.toString();
  return Number(pid);
}

describe('data directory lock', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = join(makeTree({}), 'data')));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const lockOwner = () => JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid;

  it('writes the owner pid and removes the lock on release', () => {
    const lock = acquireDataLock(dataDir);
    expect(lockOwner()).toBe(process.pid);
    lock.release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('refuses a second start while the holder runs, naming its pid and the data directory', () => {
    const holder = acquireDataLock(dataDir, process.ppid);
    expect(() => acquireDataLock(dataDir)).toThrow(AlreadyRunningError);
    expect(() => acquireDataLock(dataDir)).toThrow(
      `Progression is already running (pid ${process.ppid}) with data in ${dataDir}`,
    );
    holder.release();
  });

  it('takes over the lock of a process that no longer runs', () => {
    const gone = deadPid();
    expect(isProcessAlive(gone)).toBe(false);
    acquireDataLock(dataDir, gone);
    const lock = acquireDataLock(dataDir);
    expect(lockOwner()).toBe(process.pid);
    lock.release();
  });

  it('takes over an unreadable lock', () => {
    acquireDataLock(dataDir).release();
    writeFileSync(join(dataDir, LOCK_FILE), 'garbage');
    expect(() => acquireDataLock(dataDir).release()).not.toThrow();
  });

  it('leaves a lock that another process took in the meantime', () => {
    const lock = acquireDataLock(dataDir);
    writeFileSync(join(dataDir, LOCK_FILE), `${process.ppid}\n`);
    lock.release();
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.ppid));
  });
});

describe('starts racing over a stale lock', () => {
  it('let exactly one of them run', async () => {
    const dataDir = join(makeTree({}), 'data');
    acquireDataLock(dataDir, deadPid());
    // Every start waits for the same instant, then tries; a winner holds the lock a while.
    const start = `
      import { acquireDataLock } from ${JSON.stringify(join(__dirname, 'lock.mjs'))};
      const [dataDir, at] = process.argv.slice(1);
      while (Date.now() < Number(at));
      try { acquireDataLock(dataDir); console.log('won'); setTimeout(() => {}, 1500); }
      catch (error) { console.log(error.name); }`;
    const at = String(Date.now() + 700);
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => {
        const child = spawn(process.execPath, ['--input-type=module', '-e', start, dataDir, at], { stdio: ['ignore', 'pipe', 'inherit'] });
        let out = '';
        child.stdout.on('data', (data: Buffer) => (out += data.toString()));
        return new Promise<string>((resolve) => child.once('exit', () => resolve(out.trim())));
      }),
    );
    expect(outcomes.sort()).toEqual(['AlreadyRunningError', 'AlreadyRunningError', 'AlreadyRunningError', 'won']);
    rmSync(dataDir, { recursive: true, force: true });
  }, 20_000);
});

describe('checking the lock before a start', () => {
  it('names the live holder and passes when the holder is gone', () => {
    const dataDir = join(makeTree({}), 'data');
    const lock = acquireDataLock(dataDir, process.ppid);
    expect(() => assertNotRunning(dataDir)).toThrow(`Progression is already running (pid ${process.ppid})`);
    lock.release();
    expect(() => assertNotRunning(dataDir)).not.toThrow();
    rmSync(dataDir, { recursive: true, force: true });
  });
});
