import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Throttle } from '../domain/throttle';
import type { ImageKind } from './image-kinds';

export interface ImageCacheOptions {
  /** Folder the images are kept in (`<dir>/<kind>/<name>.jpg`). */
  dir: string;
  /** Base URL of the source (`<base>/<kind>/<name>.jpg`). */
  sourceUrl: string;
  fetch?: typeof fetch;
  /** Source requests per second (the source's terms allow 20). */
  requestsPerSecond?: number;
  timeoutMs?: number;
  /** How long an image that could not be had answers 404 without asking the source again. */
  failureTtlMs?: number;
  /** How long the whole source is left alone after a network error (offline machines stay fast). */
  sourceDownTtlMs?: number;
  /** Images being fetched at most; beyond it `get` throws ImageQueueFull (memory stays bounded). */
  maxInFlight?: number;
  /** Failed names remembered at most; the least recently failed are forgotten first. */
  maxRememberedFailures?: number;
  now?: () => number;
}

/** Too many images are being fetched already: the caller should try again shortly. */
export class ImageQueueFull extends Error {
  constructor() {
    super('image fetch queue is full');
    this.name = 'ImageQueueFull';
  }
}

/**
 * Card and set images, fetched once from their source, stored on disk and served from there. Each image
 * is fetched by one request at a time (single flight), requests are throttled, and failures are
 * remembered for a while so a page of missing images answers quickly. The fetches in flight and the
 * failures remembered are both capped.
 */
export class ImageCache {
  private readonly inFlight = new Map<string, Promise<Buffer | undefined>>();
  private readonly failedUntil = new Map<string, number>();
  private sourceDownUntil = 0;
  private readonly throttle: Throttle;
  private readonly now: () => number;

  constructor(private readonly options: ImageCacheOptions) {
    this.throttle = new Throttle(options.requestsPerSecond ?? 20);
    this.now = options.now ?? Date.now;
  }

  /** The image's bytes, or undefined when it cannot be had. */
  async get(kind: ImageKind, name: string): Promise<Buffer | undefined> {
    const key = `${kind}/${name}`;
    const stored = await readFile(this.pathOf(kind, name)).catch(() => undefined);
    if (stored) return stored;
    const now = this.now();
    if ((this.failedUntil.get(key) ?? 0) > now || this.sourceDownUntil > now) return undefined;
    let flight = this.inFlight.get(key);
    if (!flight) {
      if (this.inFlight.size >= (this.options.maxInFlight ?? 200)) throw new ImageQueueFull();
      flight = this.fetchAndStore(kind, name).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, flight);
    }
    return flight;
  }

  /** Re-inserted so Map order is least recently failed first; the oldest go beyond the cap. */
  private rememberFailure(key: string): void {
    this.failedUntil.delete(key);
    this.failedUntil.set(key, this.now() + (this.options.failureTtlMs ?? 10 * 60_000));
    const cap = this.options.maxRememberedFailures ?? 10_000;
    while (this.failedUntil.size > cap)
      this.failedUntil.delete(this.failedUntil.keys().next().value as string);
  }

  /** Failed names remembered now (bounded by `maxRememberedFailures`). */
  get rememberedFailures(): number {
    return this.failedUntil.size;
  }

  private pathOf(kind: ImageKind, name: string): string {
    return join(this.options.dir, kind, `${name}.jpg`);
  }

  private async fetchAndStore(kind: ImageKind, name: string): Promise<Buffer | undefined> {
    const key = `${kind}/${name}`;
    const url = `${this.options.sourceUrl.replace(/\/$/, '')}/${kind}/${name}.jpg`;
    const doFetch = this.options.fetch ?? fetch;
    let response: Response;
    try {
      response = await this.throttle.run(() =>
        doFetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 4000) }),
      );
    } catch {
      this.sourceDownUntil = this.now() + (this.options.sourceDownTtlMs ?? 60_000);
      return undefined;
    }
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.startsWith('image/')) {
      this.rememberFailure(key);
      return undefined;
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    const path = this.pathOf(kind, name);
    await mkdir(join(this.options.dir, kind), { recursive: true });
    // Written aside and renamed, so a reader never sees half an image.
    const partial = `${path}.${process.pid}.${Date.now()}.part`;
    await writeFile(partial, bytes);
    await rename(partial, path);
    return bytes;
  }
}
