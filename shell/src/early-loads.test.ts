import { startEarlyLoads } from './early-loads';

const manifest = {
  remotes: {
    mf_games: '/mf/mf-games/remoteEntry.js?v=1',
    mf_collection: '/mf/mf-collection/remoteEntry.js?v=2',
    mf_fixture: '/mf/mf-fixture/remoteEntry.js',
  },
  routes: { mf_fixture: ['/fixture'] },
};

/** Answers the manifest request with `body` (jsdom has no fetch) and records what was asked. */
function serveManifest(body: unknown, status = 200): string[] {
  const asked: string[] = [];
  globalThis.fetch = (async (url: string) => {
    asked.push(url);
    return { ok: status === 200, status, json: async () => body } as Response;
  }) as typeof fetch;
  return asked;
}

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) =>
    link.getAttribute('href'),
  );

async function openOn(path: string): Promise<void> {
  window.history.pushState(null, '', path);
  startEarlyLoads();
  await window.__earlyFederationManifest?.catch(() => undefined);
  // The preload is added once the read's answer has been looked at.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  document.head.innerHTML = '';
  delete window.__earlyFederationManifest;
});

describe('what the page starts before any shared code runs', () => {
  it("reads the manifest at once and preloads the remote entry of the address's area", async () => {
    const asked = serveManifest(manifest);
    await openOn('/games/game/g1/collection');
    expect(asked).toEqual(['/federation-manifest.json']);
    await expect(window.__earlyFederationManifest).resolves.toEqual(manifest);
    expect(preloaded()).toEqual(['/mf/mf-collection/remoteEntry.js?v=2']);
  });

  it('preloads an area the manifest adds, and nothing for the shell’s own pages', async () => {
    serveManifest(manifest);
    await openOn('/fixture/page');
    expect(preloaded()).toEqual(['/mf/mf-fixture/remoteEntry.js']);
    document.head.innerHTML = '';
    await openOn('/login');
    expect(preloaded()).toEqual([]);
  });

  it('preloads nothing when the manifest cannot be read, and hands the failure on', async () => {
    serveManifest(undefined, 503);
    await openOn('/games/overview');
    expect(preloaded()).toEqual([]);
    await expect(window.__earlyFederationManifest).rejects.toThrow('status 503');
  });
});
