import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';

/*
 * A copy of the rows a catalog view is built from, in a file of the service's data directory, so a restart
 * builds its view without asking the store to group 43,000 printings again (which costs the store about
 * 1.5 s of CPU and the start as much). Only a cache: the store stays the truth. A file is named for the
 * import it copies (its generation and when it finished), so a new import, or a store replaced under it,
 * is never answered from an older copy; anything unreadable is removed and the view read from the store.
 *
 * The file is a sequence of records, each a 4-byte length and a v8-serialized `[kind, rows]`, read and
 * written one at a time, so neither side ever holds the whole catalog's rows.
 */

/** What a record holds: sets, cards, banlist versions or printings, as the view builder takes them. */
export type RowKind = 'set' | 'card' | 'banlist' | 'printing';

const FORMAT = 'progression-catalog-view/1';
const SUFFIX = '.view';

/** The file name of an import's copy. */
function fileOf(dir: string, key: string): string {
  return join(dir, `${key.replace(/[^\w.-]/g, '_')}${SUFFIX}`);
}

/**
 * Records rows as the view is read from the store; `finish` makes the copy the one for `key`. Never throws:
 * a copy that cannot be written (a full disk, a read-only directory) is given up and the view goes on.
 */
export class ViewCacheWriter {
  private readonly temporary: string;
  private fd: number | undefined;
  private failed = false;

  constructor(
    private readonly dir: string,
    private readonly key: string,
  ) {
    this.temporary = `${fileOf(dir, key)}.${process.pid}.${Date.now()}.tmp`;
  }

  add(kind: RowKind, rows: unknown[]): void {
    if (rows.length === 0 || this.failed) return;
    try {
      // Before the builder sees the rows: it shares their strings in place.
      this.write([kind, rows]);
    } catch {
      this.abandon();
    }
  }

  /** Keeps the copy under its import's name and removes every older one. */
  finish(): void {
    if (this.failed) return;
    try {
      if (this.fd === undefined) this.open();
      closeSync(this.fd!);
      this.fd = undefined;
      renameSync(this.temporary, fileOf(this.dir, this.key));
      for (const name of readdirSync(this.dir))
        if (join(this.dir, name) !== fileOf(this.dir, this.key))
          rmSync(join(this.dir, name), { force: true });
    } catch {
      this.abandon();
    }
  }

  /** Drops what was written (the view could not be read whole). */
  abandon(): void {
    this.failed = true;
    try {
      if (this.fd !== undefined) closeSync(this.fd);
      rmSync(this.temporary, { force: true });
    } catch {
      // Nothing more to do for a cache.
    }
    this.fd = undefined;
  }

  private open(): void {
    mkdirSync(this.dir, { recursive: true });
    this.fd = openSync(this.temporary, 'w', 0o600);
    this.write([FORMAT, [this.key]], false);
  }

  private write(record: [string, unknown[]], opening = true): void {
    if (opening && this.fd === undefined) this.open();
    const payload = serialize(record);
    const length = Buffer.alloc(4);
    length.writeUInt32LE(payload.length);
    writeSync(this.fd!, length);
    writeSync(this.fd!, payload);
  }
}

/**
 * Hands the copied rows of `key`'s import to `add`, record by record in the order they were written; false
 * when there is no complete, readable copy (a broken one is removed).
 */
export function readViewCache(
  dir: string,
  key: string,
  add: (kind: RowKind, rows: unknown[]) => void,
): boolean {
  const path = fileOf(dir, key);
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return false;
  }
  const header = Buffer.alloc(4);
  const readRecord = (): [string, unknown[]] | undefined => {
    if (readSync(fd, header, 0, 4, null) < 4) return undefined;
    const payload = Buffer.allocUnsafe(header.readUInt32LE(0));
    if (readSync(fd, payload, 0, payload.length, null) < payload.length) throw new Error('cut short');
    return deserialize(payload) as [string, unknown[]];
  };
  try {
    const first = readRecord();
    if (!first || first[0] !== FORMAT || first[1][0] !== key) throw new Error('not this import');
    for (let record = readRecord(); record; record = readRecord()) add(record[0] as RowKind, record[1]);
    return true;
  } catch {
    rmSync(path, { force: true });
    return false;
  } finally {
    closeSync(fd);
  }
}
