import { closeSync, fdatasyncSync, openSync, writeSync } from 'node:fs';
import { fdatasync, write } from 'node:fs';
import { promisify } from 'node:util';

const writeAsync = promisify(write);
const fdatasyncAsync = promisify(fdatasync);

/**
 * The append-only log with group commit: records appended while a batch is being written join the next
 * batch, and with `fsync` every waiter is released only once its batch is on disk.
 */
export class AppendLog {
  private pending: Buffer[] = [];
  private waiters: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  private flushing?: Promise<void>;
  private fd: number;
  bytes = 0;

  constructor(
    readonly path: string,
    private readonly sync: boolean,
  ) {
    this.fd = openSync(path, 'a');
  }

  append(record: Buffer): void {
    this.pending.push(record);
    this.bytes += record.length;
  }

  /** Resolves once every record appended so far is written (and, with fsync, on disk). */
  commit(): Promise<void> {
    if (this.pending.length === 0 && !this.flushing) return Promise.resolve();
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.flushing ??= this.flushLoop();
    return done;
  }

  private async flushLoop(): Promise<void> {
    // Let the commands arriving in the same tick join this batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.length > 0) {
      const batch = Buffer.concat(this.pending);
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        let written = 0;
        while (written < batch.length) written += (await writeAsync(this.fd, batch, written)).bytesWritten;
        if (this.sync) await fdatasyncAsync(this.fd);
        waiters.forEach((waiter) => waiter.resolve());
      } catch (error) {
        waiters.forEach((waiter) => waiter.reject(error as Error));
      }
    }
    const late = this.waiters;
    this.waiters = [];
    late.forEach((waiter) => waiter.resolve());
    this.flushing = undefined;
  }

  /** Writes what is left, syncs and closes (shutdown and rotation). */
  async close(): Promise<void> {
    await this.commit();
    await this.flushing;
    const rest = Buffer.concat(this.pending);
    if (rest.length) writeSync(this.fd, rest);
    fdatasyncSync(this.fd);
    closeSync(this.fd);
  }
}
