import { spawnSync } from 'node:child_process';
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

  it('writes the owner pid and removes the lock on release', () => {
    const lock = acquireDataLock(dataDir);
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
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
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
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
