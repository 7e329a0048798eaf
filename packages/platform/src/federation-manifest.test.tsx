import { answerWith } from './fake-fetch';

// The manifest is read once per page: each test loads the module afresh, as a new page would.
async function load() {
  jest.resetModules();
  return import('./federation-manifest');
}

const manifest = { remotes: { mf_games: '/mf/mf-games/remoteEntry.js' } };

afterEach(() => delete window.__earlyFederationManifest);

describe('the federation manifest', () => {
  it("takes the read the shell's first script started, once, and asks nothing more", async () => {
    const sent = answerWith(503);
    window.__earlyFederationManifest = Promise.resolve(manifest);
    const { loadFederationManifest } = await load();
    await expect(loadFederationManifest()).resolves.toEqual(manifest);
    await expect(loadFederationManifest()).resolves.toEqual(manifest);
    expect(sent).toEqual([]);
    expect(window.__earlyFederationManifest).toBeUndefined();
  });

  it('reads the manifest itself when the early read failed or brought something else', async () => {
    for (const early of [Promise.reject(new Error('offline')), Promise.resolve({ routes: {} })]) {
      const sent = answerWith(200, manifest);
      window.__earlyFederationManifest = early;
      const { loadFederationManifest } = await load();
      await expect(loadFederationManifest()).resolves.toEqual(manifest);
      expect(sent.map((request) => request.url)).toEqual(['/federation-manifest.json']);
    }
  });

  it('reads it when no early read was started, and again on refresh', async () => {
    const sent = answerWith(200, manifest);
    const { loadFederationManifest } = await load();
    await loadFederationManifest();
    await loadFederationManifest(true);
    expect(sent).toHaveLength(2);
  });
});
