import { answerWith } from './fake-fetch';

// The manifest is read once per page: each test loads the modules afresh, as a new page would.
async function load() {
  jest.resetModules();
  return import('./deployed-areas');
}

const manifest = {
  remotes: { mf_games: '/mf/mf-games/remoteEntry.js', mf_admin: '/mf/mf-admin/remoteEntry.js' },
};

describe('deployed areas', () => {
  it('counts an area listed in the federation manifest as deployed, and no other', async () => {
    const sent = answerWith(200, manifest);
    const { isAreaDeployed } = await load();
    await expect(isAreaDeployed('mf_games')).resolves.toBe(true);
    await expect(isAreaDeployed('mf_drafts')).resolves.toBe(false);
    expect(sent.map((request) => request.url)).toEqual(['/federation-manifest.json']);
  });

  it('counts nothing as deployed while the manifest cannot be read, and asks again later', async () => {
    answerWith(503);
    const { isAreaDeployed } = await load();
    await expect(isAreaDeployed('mf_games')).resolves.toBe(false);
    answerWith(200, manifest);
    await expect(isAreaDeployed('mf_games')).resolves.toBe(true);
  });

  it('refuses a manifest without remotes', async () => {
    answerWith(200, { routes: {} });
    const { isAreaDeployed } = await load();
    await expect(isAreaDeployed('mf_games')).resolves.toBe(false);
  });
});
