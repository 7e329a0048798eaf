import { startTestHttpServer } from '../testing/test-http-server';
import { fetchLiveSources, LiveSourceError } from './live-source';
import { buildSnapshot } from './snapshot';
import { fixtureCards, fixtureSets } from './test-fixtures';

describe('fetchLiveSources (YGOPRODeck API v7)', () => {
  let api: Awaited<ReturnType<typeof startTestHttpServer>>;
  let version = '136.1';

  beforeAll(async () => {
    api = await startTestHttpServer((req, res) => {
      const json = (body: unknown) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.url === '/checkDBVer.php')
        json([{ database_version: version, last_update: '2026-01-01 10:00:00' }]);
      else if (req.url === '/cardsets.php') json(fixtureSets);
      else if (req.url === '/cardinfo.php?misc=yes') json({ data: fixtureCards });
      else res.writeHead(500).end();
    });
  });
  beforeEach(() => {
    api.requests.length = 0;
  });
  afterAll(() => api.stop());

  it('fetches sets and cards with one call each, in a shape the importer takes', async () => {
    const result = await fetchLiveSources({ baseUrl: api.url }, null);
    expect(api.requests.map((r) => r.path)).toEqual([
      '/checkDBVer.php',
      '/cardsets.php',
      '/cardinfo.php?misc=yes',
    ]);
    if (!result.changed) throw new Error('expected a fetch');
    expect(result.databaseVersion).toBe('136.1');
    expect(buildSnapshot(result.sources).cards.map((card) => card.id)).toContain('1001');
  });

  it('skips the download when checkDBVer.php reports the version already imported', async () => {
    expect(await fetchLiveSources({ baseUrl: api.url }, '136.1')).toEqual({
      changed: false,
      databaseVersion: '136.1',
    });
    expect(api.requests.map((r) => r.path)).toEqual(['/checkDBVer.php']);
    version = '136.2';
    expect((await fetchLiveSources({ baseUrl: api.url }, '136.1')).changed).toBe(true);
  });

  it('keeps to 20 requests a second', async () => {
    // When each request leaves, not when it arrives: an arrival also carries the connection's set-up and
    // the machine's load, and a busy test run made the gap between arrivals shorter than between sends.
    const sentAt: number[] = [];
    const fetch = globalThis.fetch;
    const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((...args) => {
      sentAt.push(performance.now());
      return fetch(...args);
    });
    try {
      await fetchLiveSources({ baseUrl: api.url }, null);
    } finally {
      spy.mockRestore();
    }
    expect(sentAt).toHaveLength(3);
    // Two 50 ms slots: a request never leaves before its slot (throttle.test.ts), and the one before it
    // left within its own (it was sent at once when its slot came).
    expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(49.5);
    expect(sentAt[2]! - sentAt[1]!).toBeGreaterThanOrEqual(49.5);
  });

  it('says which URL failed when the API is unreachable or answers an error', async () => {
    await expect(fetchLiveSources({ baseUrl: 'http://127.0.0.1:9' }, null)).rejects.toThrow(LiveSourceError);
    await expect(fetchLiveSources({ baseUrl: `${api.url}/broken` }, null)).rejects.toThrow(
      /broken\/checkDBVer.php: HTTP 500/,
    );
  });
});
