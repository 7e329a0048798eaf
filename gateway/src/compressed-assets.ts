import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { compressBuffer, type Encoding } from './compression';

/** A compressed form of a file: a sibling written at build time, or one made here and kept in memory. */
export interface CompressedAsset {
  body: Buffer | Readable;
  length: number;
}

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export interface CompressedAssetsOptions {
  /** Files smaller than this go out as they are. */
  threshold?: number;
  /** Files larger than this are never compressed in memory (only a build-time sibling is used). */
  maxFileBytes?: number;
  /** Memory the cache may hold in all; past it, files without a sibling go out uncompressed. */
  maxCacheBytes?: number;
}

interface Cached {
  /** The file's version the entry was made from. */
  version: string;
  body: Promise<Buffer>;
  length?: number;
}

/**
 * The built frontends compressed once and served from memory: each file is compressed (brotli or gzip
 * at their small-output settings, off the event loop) at its first request per encoding, and kept until the file changes.
 * `<file>.br` / `<file>.gz` written at build time, when present and not older than the file, are used
 * instead.
 */
export class CompressedAssets {
  private readonly cache = new Map<string, Cached>();
  private cachedBytes = 0;
  private readonly threshold: number;
  private readonly maxFileBytes: number;
  private readonly maxCacheBytes: number;

  constructor(options: CompressedAssetsOptions = {}) {
    this.threshold = options.threshold ?? 1024;
    this.maxFileBytes = options.maxFileBytes ?? 16 * 1024 * 1024;
    this.maxCacheBytes = options.maxCacheBytes ?? 128 * 1024 * 1024;
  }

  /** The file compressed with `encoding`, or undefined when it goes out as it is. */
  async get(file: string, info: Stats, encoding: Encoding): Promise<CompressedAsset | undefined> {
    if (info.size < this.threshold) return undefined;
    const sibling = `${file}${SUFFIX[encoding]}`;
    const prebuilt = await stat(sibling).catch(() => undefined);
    if (prebuilt?.isFile() && prebuilt.mtimeMs >= info.mtimeMs) {
      return { body: createReadStream(sibling), length: prebuilt.size };
    }
    if (info.size > this.maxFileBytes) return undefined;
    const key = `${encoding}:${file}`;
    const version = `${info.mtimeMs}:${info.size}`;
    let entry = this.cache.get(key);
    if (entry?.version !== version) {
      if (entry) this.forget(key, entry);
      if (this.cachedBytes + info.size > this.maxCacheBytes) return undefined;
      entry = this.remember(
        key,
        version,
        readFile(file).then((raw) => compressBuffer(raw, encoding, 'small')),
      );
    }
    const body = await entry.body;
    return { body, length: body.length };
  }

  private remember(key: string, version: string, body: Promise<Buffer>): Cached {
    const entry: Cached = { version, body };
    this.cache.set(key, entry);
    // Reserve nothing until the size is known; a failed compression is forgotten so it is tried again.
    body.then(
      (buffer) => {
        if (this.cache.get(key) !== entry) return;
        entry.length = buffer.length;
        this.cachedBytes += buffer.length;
      },
      () => {
        if (this.cache.get(key) === entry) this.cache.delete(key);
      },
    );
    return entry;
  }

  private forget(key: string, entry: Cached) {
    this.cache.delete(key);
    this.cachedBytes -= entry.length ?? 0;
  }
}
