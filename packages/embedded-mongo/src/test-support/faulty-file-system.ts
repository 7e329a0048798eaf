import { basename } from 'node:path';
import type { FileSystem } from '../durability/file-system';
import { nodeFileSystem } from '../durability/file-system';

/** What the stand-in does to the log files from now on (snapshots and directories are left alone). */
export interface Faults {
  /** A log write stores only half its bytes, then fails. */
  tornWrite: boolean;
  /** A log write fails before storing anything. */
  failWrite: boolean;
  /** fdatasync of a log fails (its bytes may or may not be on disk). */
  failSync: boolean;
  /** Cutting a log back fails too (the disk is gone). */
  failTruncate: boolean;
  /** Renaming a finished snapshot into place fails. */
  failSnapshot: boolean;
  /** While set, fdatasync of a log waits for this promise. */
  holdSync?: Promise<void>;
}

const eio = (what: string) => Object.assign(new Error(`EIO: i/o error, ${what}`), { code: 'EIO' });

/**
 * node:fs with failures on demand, for the log files only, and a trace of what was opened, written and
 * synced (`open log-00000001.bin`, `write log-00000001.bin`, `datasync log-00000001.bin`, `fsync <dir>`...).
 */
export function faultyFileSystem(): { fs: FileSystem; faults: Faults; trace: string[] } {
  const faults: Faults = { tornWrite: false, failWrite: false, failSync: false, failTruncate: false, failSnapshot: false };
  const trace: string[] = [];
  const names = new Map<number, string>();
  const isLog = (fd: number) => names.get(fd)?.startsWith('log-') ?? false;
  const fs: FileSystem = {
    ...nodeFileSystem,
    open: (path, flags) => {
      const fd = nodeFileSystem.open(path, flags);
      names.set(fd, basename(path));
      trace.push(`open ${basename(path)}`);
      return fd;
    },
    close: (fd) => {
      names.delete(fd);
      nodeFileSystem.close(fd);
    },
    write: async (fd, data, offset) => {
      if (isLog(fd) && faults.failWrite) throw eio('write');
      if (isLog(fd) && faults.tornWrite) {
        await nodeFileSystem.write(fd, data.subarray(offset, offset + Math.ceil((data.length - offset) / 2)), 0);
        throw eio('write');
      }
      trace.push(`write ${names.get(fd)}`);
      return nodeFileSystem.write(fd, data, offset);
    },
    datasync: async (fd) => {
      trace.push(`datasync ${names.get(fd)}`);
      if (isLog(fd) && faults.holdSync) await faults.holdSync;
      if (isLog(fd) && faults.failSync) throw eio('fdatasync');
      return nodeFileSystem.datasync(fd);
    },
    fsync: async (fd) => {
      trace.push(`fsync ${names.get(fd)}`);
      return nodeFileSystem.fsync(fd);
    },
    rename: async (from, to) => {
      if (from.endsWith('.tmp') && faults.failSnapshot) throw eio('rename');
      return nodeFileSystem.rename(from, to);
    },
    truncate: (path, length) => {
      if (basename(path).startsWith('log-') && faults.failTruncate) throw eio('truncate');
      nodeFileSystem.truncate(path, length);
    },
  };
  return { fs, faults, trace };
}
