import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestHttpServer } from '../testing/test-http-server';
import { ImageCache, ImageQueueFull } from './image-cache';

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);

describe('ImageCache', () => {
  let source: Awaited<ReturnType<typeof startTestHttpServer>>;
  let dir: string;

  beforeAll(async () => {
    source = await startTestHttpServer((req, res) => {
      if (req.url === '/cards/1001.jpg' || req.url === '/sets/LOB.jpg') {
        // Slow enough that concurrent requests overlap.
        setTimeout(() => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg), 50);
      } else res.writeHead(404, { 'content-type': 'text/html' }).end('not here');
    });
  });
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'catalog-images-'));
    source.requests.length = 0;
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));
  afterAll(() => source.stop());

  it('fetches an image once for concurrent requests, stores it, then serves it from the store', async () => {
    const cache = new ImageCache({ dir, sourceUrl: source.url });
    const answers = await Promise.all([
      cache.get('cards', '1001'),
      cache.get('cards', '1001'),
      cache.get('cards', '1001'),
    ]);
    expect(answers.every((bytes) => bytes?.equals(jpeg))).toBe(true);
    expect(source.requests.map((r) => r.path)).toEqual(['/cards/1001.jpg']);
    expect(await readFile(join(dir, 'cards', '1001.jpg'))).toEqual(jpeg);
    const fresh = new ImageCache({ dir, sourceUrl: 'http://127.0.0.1:9' });
    expect((await fresh.get('cards', '1001'))?.equals(jpeg)).toBe(true);
    expect(source.requests).toHaveLength(1);
  });

  it('remembers an image the source does not have, and asks again once the memory expires', async () => {
    let now = 1_000;
    const cache = new ImageCache({ dir, sourceUrl: source.url, failureTtlMs: 60_000, now: () => now });
    expect(await cache.get('cards_small', '999')).toBeUndefined();
    expect(await cache.get('cards_small', '999')).toBeUndefined();
    expect(source.requests).toHaveLength(1);
    now += 60_001;
    await cache.get('cards_small', '999');
    expect(source.requests).toHaveLength(2);
  });

  it('leaves an unreachable source alone for a while, answering at once', async () => {
    let calls = 0;
    const cache = new ImageCache({
      dir,
      sourceUrl: 'http://images.invalid',
      fetch: async () => {
        calls += 1;
        throw new Error('getaddrinfo ENOTFOUND');
      },
    });
    expect(await cache.get('cards', '1')).toBeUndefined();
    // The source is not asked again while it is known to be unreachable.
    expect(await cache.get('sets', 'LOB')).toBeUndefined();
    expect(calls).toBe(1);
  });

  it('spaces requests to the source at the allowed rate', async () => {
    const cache = new ImageCache({ dir, sourceUrl: source.url, requestsPerSecond: 20 });
    await Promise.all(['1', '2', '3', '4'].map((name) => cache.get('cards', name)));
    const times = source.requests.map((r) => r.at);
    // Three 50 ms gaps; arrival times also carry connection set-up, hence the margin.
    expect(times[3] - times[0]).toBeGreaterThanOrEqual(120);
  });

  it('forgets the least recently failed names beyond its cap', async () => {
    const cache = new ImageCache({ dir, sourceUrl: source.url, maxRememberedFailures: 3 });
    for (const name of ['901', '902', '903', '904', '905']) await cache.get('cards', name);
    expect(cache.rememberedFailures).toBe(3);
    source.requests.length = 0;
    await cache.get('cards', '905');
    await cache.get('cards', '901');
    expect(source.requests.map((r) => r.path)).toEqual(['/cards/901.jpg']);
  });

  it('refuses a fetch beyond the images in flight it allows', async () => {
    const cache = new ImageCache({ dir, sourceUrl: source.url, maxInFlight: 1 });
    const first = cache.get('cards', '1001');
    await expect(cache.get('sets', 'LOB')).rejects.toThrow(ImageQueueFull);
    expect((await first)?.equals(jpeg)).toBe(true);
    expect((await cache.get('sets', 'LOB'))?.equals(jpeg)).toBe(true);
  });
});
