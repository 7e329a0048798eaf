// One running stack per data directory: a lock file holding the owner's pid. A lock left by a process that
// no longer runs is taken over, so a crash never blocks the next start.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The lock file's name inside the data directory. */
export const LOCK_FILE = 'progression.lock';

/** Thrown when another live process holds the data directory. */
export class AlreadyRunningError extends Error {
  constructor(pid, dataDir) {
    super(`Progression is already running (pid ${pid}) with data in ${dataDir}`);
    this.name = 'AlreadyRunningError';
    this.pid = pid;
  }
}

/** Whether a process with this pid exists (EPERM means it exists but belongs to another user). */
export function isProcessAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Takes the data directory's lock for `pid`. Throws AlreadyRunningError when a live process holds it.
 * Returns `release()`, which removes the lock only while it is still ours.
 */
export function acquireDataLock(dataDir, pid = process.pid) {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // 'wx' creates the file or fails if it exists: two starts racing cannot both win.
      const fd = openSync(path, 'wx', 0o644);
      writeSync(fd, `${pid}\n`);
      closeSync(fd);
      return { path, release: () => releaseIfOwned(path, pid) };
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const holder = readHolder(path);
    if (holder !== null && isProcessAlive(holder)) throw new AlreadyRunningError(holder, dataDir);
    // Stale (its process is gone) or unreadable: remove it and try again.
    try {
      unlinkSync(path);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}

/** The pid written in a lock file, or null when it is missing or unreadable. */
function readHolder(path) {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) ? pid : null;
  } catch {
    return null;
  }
}

function releaseIfOwned(path, pid) {
  if (readHolder(path) === pid) {
    try {
      unlinkSync(path);
    } catch {
      // already gone
    }
  }
}

/** Throws AlreadyRunningError when a live process holds the data directory; takes nothing. */
export function assertNotRunning(dataDir) {
  const holder = readHolder(join(dataDir, LOCK_FILE));
  if (holder !== null && isProcessAlive(holder)) throw new AlreadyRunningError(holder, dataDir);
}
