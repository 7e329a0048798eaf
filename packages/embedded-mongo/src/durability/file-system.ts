import { closeSync, copyFileSync, fdatasync, fstatSync, fsync, openSync, readdirSync, readSync, truncateSync, write } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { promisify } from 'node:util';

const writeAsync = promisify(write);

/**
 * The file operations the durable store uses, in one place, so a test can hand the store a stand-in that
 * fails on demand (a short write, EIO, a failed fsync) and check what the store does about it.
 */
export interface FileSystem {
  readdir(dir: string): string[];
  /** Reads up to `length` bytes at `position` of an open file into `buffer` from `offset`; returns the bytes read. */
  read(fd: number, buffer: Buffer, offset: number, length: number, position: number): number;
  /** The size of an open file in bytes. */
  size(fd: number): number;
  copyFile(from: string, to: string): void;
  truncate(path: string, length: number): void;
  /** Opens for appending ('a'), writing from scratch ('w') or reading ('r', also for directories). */
  open(path: string, flags: 'a' | 'w' | 'r'): number;
  /** Writes part of `data` from `offset` at the end of the file; resolves with the bytes written. */
  write(fd: number, data: Buffer, offset: number): Promise<number>;
  /** fdatasync: the file's data is on disk. */
  datasync(fd: number): Promise<void>;
  /** fsync: for a directory, its entries (a created, renamed or removed file) are on disk. */
  fsync(fd: number): Promise<void>;
  close(fd: number): void;
  rename(from: string, to: string): Promise<void>;
  remove(path: string): Promise<void>;
}

export const nodeFileSystem: FileSystem = {
  readdir: (dir) => readdirSync(dir),
  read: (fd, buffer, offset, length, position) => readSync(fd, buffer, offset, length, position),
  size: (fd) => fstatSync(fd).size,
  copyFile: (from, to) => copyFileSync(from, to),
  truncate: (path, length) => truncateSync(path, length),
  open: (path, flags) => openSync(path, flags),
  write: async (fd, data, offset) => (await writeAsync(fd, data, offset)).bytesWritten,
  datasync: promisify(fdatasync),
  fsync: promisify(fsync),
  close: (fd) => closeSync(fd),
  rename: (from, to) => rename(from, to),
  remove: (path) => rm(path, { force: true }),
};

/** Writes all of `data`, however many calls the OS needs. */
export async function writeAll(fs: FileSystem, fd: number, data: Buffer): Promise<void> {
  let written = 0;
  while (written < data.length) {
    const bytes = await fs.write(fd, data, written);
    if (bytes <= 0) throw new Error(`the disk accepted no more bytes (${written} of ${data.length} written)`);
    written += bytes;
  }
}

/** Opens `path` to read, hands the descriptor to `use`, and closes it once `use` is done. */
async function whileOpen(fs: FileSystem, path: string, use: (fd: number) => Promise<void>): Promise<void> {
  const fd = fs.open(path, 'r');
  try {
    await use(fd);
  } finally {
    fs.close(fd);
  }
}

/** Makes a directory's entries durable (a new, renamed or removed file survives a crash). */
export function syncDirectory(fs: FileSystem, dir: string): Promise<void> {
  return whileOpen(fs, dir, (fd) => fs.fsync(fd));
}

/** fdatasync of the file at `path`: what was written to it is on disk. */
export function syncFile(fs: FileSystem, path: string): Promise<void> {
  return whileOpen(fs, path, (fd) => fs.datasync(fd));
}

/** The size in bytes of the file at `path`. */
export function fileSize(fs: FileSystem, path: string): number {
  const fd = fs.open(path, 'r');
  try {
    return fs.size(fd);
  } finally {
    fs.close(fd);
  }
}
