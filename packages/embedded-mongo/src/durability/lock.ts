import { join } from 'node:path';
import { acquireOwnerLock, LockHeldError } from '@progression/owner-lock';

/**
 * Takes the data directory's lock file so no second process shares it. A lock left by a process that no
 * longer runs is taken over (by one process only, see @progression/owner-lock). Returns the release function,
 * which never removes a lock that is no longer ours.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, 'LOCK');
  try {
    return acquireOwnerLock(path).release;
  } catch (error) {
    if (error instanceof LockHeldError)
      throw new Error(`data directory ${dataDir} is in use by process ${error.pid} (lock file ${path})`, { cause: error });
    throw error;
  }
}
