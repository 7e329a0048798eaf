// A lock file owned by one process at a time, without flock (Node has none) and without a native module.
//
// - Taking it: the owner's identity (pid, process start time, boot id, a random token) is written to a
//   private file, which is then hard-linked to the lock's name. link() fails if the name exists, like an
//   O_EXCL create, but the lock never exists half written, so nobody can mistake a lock being written for
//   an abandoned one.
// - Taking over: a lock whose owner is gone (no such pid, or the pid now belongs to a later process) may
//   be removed only by the process that first creates `<lock>.claim-<owner's token>` (O_EXCL again), and
//   only while the lock still holds that owner's bytes. Two processes finding the same stale lock cannot
//   both remove it, and neither can remove the fresh lock the other took. A claim left by a process that
//   died while holding it is itself stale and taken over the same way.
// - Releasing: the lock is removed only while it still holds this owner's bytes.
'use strict';

const { createHash, randomUUID } = require('node:crypto');
const { closeSync, fsyncSync, linkSync, openSync, readFileSync, rmSync, unlinkSync, writeSync } = require('node:fs');

class LockHeldError extends Error {
  constructor(path, pid) {
    super(`${path} is held by the running process ${pid}`);
    this.name = 'LockHeldError';
    this.path = path;
    this.pid = pid;
  }
}

const readOrNull = (path, encoding = 'utf8') => {
  try {
    return readFileSync(path, encoding);
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
};

const bootId = () => readOrNull('/proc/sys/kernel/random/boot_id')?.trim() ?? null;

/** When the process started (clock ticks since boot, Linux), or null where /proc does not tell. */
function startTimeOf(pid) {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // Field 22 (starttime); fields 3 onwards follow the command name in parentheses.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

/** Whether a process with this pid exists (EPERM: it exists but belongs to another user). */
function isProcessAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The owner a lock file names: JSON from this module, or a bare pid from older lock files. */
function ownerOf(content) {
  try {
    const owner = JSON.parse(content);
    if (owner && Number.isInteger(owner.pid)) return owner;
  } catch {
    // not JSON: an older lock file or damage
  }
  const pid = /^\s*\d+\s*$/.test(content) ? Number(content) : null;
  return { pid, start: null, boot: null, token: null };
}

/** Whether the process that wrote this lock content still runs (the same process, not a reused pid). */
function isOwnerAlive(content) {
  const owner = ownerOf(content);
  if (owner.boot && bootId() && owner.boot !== bootId()) return false;
  if (!isProcessAlive(owner.pid)) return false;
  const start = owner.start ? startTimeOf(owner.pid) : null;
  return start === null || start === owner.start;
}

/** The claim name for removing this exact lock content (its owner's token, or a hash of bytes without one). */
const claimPath = (path, content) =>
  `${path}.claim-${ownerOf(content).token ?? createHash('sha256').update(content).digest('hex').slice(0, 32)}`;

const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Creates `path` holding `content`, atomically; false if it exists. */
function createWith(path, content, token) {
  const draft = `${path}.${token}.draft`;
  const fd = openSync(draft, 'wx', 0o644);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/** Removes `path` if it still holds `content` (whose owner is gone), unless another process is doing so. */
function removeStale(path, content, self) {
  const claim = claimPath(path, content);
  if (createWith(claim, self.content, self.token)) {
    try {
      if (readOrNull(path) === content) unlinkSync(path);
    } finally {
      unlinkSync(claim);
    }
    return;
  }
  const claimer = readOrNull(claim);
  if (claimer === null) return;
  if (isOwnerAlive(claimer)) pause(20);
  else removeStale(claim, claimer, self);
}

/**
 * Takes the lock at `path` for this process (or for `pid`, which tests use to stand in for another
 * process). Throws LockHeldError naming the owner while a live process holds it.
 * Returns `{ path, release }`; `release()` removes the lock only while it is still this owner's.
 */
function acquireOwnerLock(path, { pid = process.pid } = {}) {
  const token = randomUUID();
  const content = `${JSON.stringify({ pid, start: startTimeOf(pid), boot: bootId(), token })}\n`;
  const self = { content, token };
  for (let attempt = 0; attempt < 50; attempt++) {
    if (createWith(path, content, token)) {
      if (readOrNull(path) !== content) throw new Error(`${path} changed hands while it was being taken`);
      return { path, release: () => releaseIfOwned(path, content) };
    }
    const held = readOrNull(path);
    if (held === null) continue;
    if (isOwnerAlive(held)) throw new LockHeldError(path, ownerOf(held).pid);
    removeStale(path, held, self);
  }
  throw new Error(`could not take the lock ${path}: it keeps changing hands`);
}

function releaseIfOwned(path, content) {
  if (readOrNull(path) !== content) return;
  rmSync(path, { force: true });
}

/** The pid of the live process holding the lock at `path`, or null when nobody live holds it. */
function liveOwner(path) {
  const held = readOrNull(path);
  return held !== null && isOwnerAlive(held) ? ownerOf(held).pid : null;
}

module.exports = { acquireOwnerLock, liveOwner, isProcessAlive, LockHeldError };
