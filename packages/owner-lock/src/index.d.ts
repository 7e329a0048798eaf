/** Thrown when a live process holds the lock. */
export declare class LockHeldError extends Error {
  readonly path: string;
  readonly pid: number;
  constructor(path: string, pid: number);
}

export interface OwnerLock {
  path: string;
  /** Removes the lock only while it is still this owner's. */
  release(): void;
}

/** Takes the lock file at `path` (see src/index.js for how); throws LockHeldError while a live process holds it. */
export declare function acquireOwnerLock(path: string, options?: { pid?: number }): OwnerLock;

/** The pid of the live process holding the lock at `path`, or null. */
export declare function liveOwner(path: string): number | null;

/** Whether a process with this pid exists. */
export declare function isProcessAlive(pid: number): boolean;
