// One running stack per data directory: a lock file naming its owner process (see @progression/owner-lock).
// A lock left by a process that no longer runs is taken over, by one start only, so a crash never blocks
// the next start and two starts racing over a stale lock cannot both run.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
// By path, not by package name: `npm start` checks the lock before anything is installed.
import { LockHeldError, acquireOwnerLock, isProcessAlive, liveOwner } from '../../packages/owner-lock/src/index.js';

export { isProcessAlive };

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

/**
 * Takes the data directory's lock for `pid`. Throws AlreadyRunningError when a live process holds it.
 * Returns `release()`, which removes the lock only while it is still ours.
 */
export function acquireDataLock(dataDir, pid = process.pid) {
  mkdirSync(dataDir, { recursive: true });
  try {
    return acquireOwnerLock(join(dataDir, LOCK_FILE), { pid });
  } catch (error) {
    if (error instanceof LockHeldError) throw new AlreadyRunningError(error.pid, dataDir);
    throw error;
  }
}

/** Throws AlreadyRunningError when a live process holds the data directory; takes nothing. */
export function assertNotRunning(dataDir) {
  const holder = liveOwner(join(dataDir, LOCK_FILE));
  if (holder !== null) throw new AlreadyRunningError(holder, dataDir);
}
