import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DataProvider, loadFederationManifest, queryClient } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { ModesOverviewPage } from './ModesOverviewPage';

const mode = {
  id: 'm1',
  name: 'Goat League',
  ownerId: 'u1',
  created: '2026-01-01T00:00:00.000Z',
  cardPools: [{ name: 'Standard', type: 'STANDARD' }],
  weeks: [{ week: 1, weekSets: [] }],
  draftConfig: { steps: [] },
  banlistConfig: {
    banlistTemplate: 'TCG',
    banlistBehaviour: 'FULL',
    banlistSelectionBehaviour: 'LATEST_PACK',
  },
};

const draftId = '5f1d7f3e9b1e8a00123456d1';
const demoDraft = {
  id: draftId,
  draftId,
  gameId: null,
  playerId: null,
  week: 1,
  source: 'DEMO',
  status: 'ACTIVE',
  stages: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};

// jsdom has no network: the modes service and the gateway's federation manifest answer here.
function serve(deployedRemotes: string[]): { manifestRead: boolean; posted: string[] } {
  const seen = { manifestRead: false, posted: [] as string[] };
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    if (init.method === 'POST') seen.posted.push(url);
    const body =
      url === '/federation-manifest.json'
        ? { remotes: Object.fromEntries(deployedRemotes.map((name) => [name, `/mf/${name}/remoteEntry.js`])) }
        : init.method === 'POST'
          ? demoDraft
          : { modes: [mode] };
    const text = JSON.stringify(body);
    const read = async () => {
      if (url === '/federation-manifest.json') seen.manifestRead = true;
      return text;
    };
    return { ok: true, status: 200, text: read } as Response;
  }) as typeof fetch;
  return seen;
}

const renderPage = () =>
  renderWithTheme(
    <DataProvider>
      <ModesOverviewPage />
    </DataProvider>,
  );

describe('the modes overview', () => {
  afterEach(() => queryClient.clear());

  it('offers no Draft while the drafts area is not deployed', async () => {
    const seen = serve(['mf_games', 'mf_admin']);
    renderPage();
    await screen.findByRole('button', { name: 'Start Game' });
    screen.getByRole('button', { name: 'Edit' });
    await waitFor(() => expect(seen.manifestRead).toBe(true));
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Draft' })).toBeNull();
  });

  it('offers Draft once the drafts area is deployed, and it starts a demo draft of week 1', async () => {
    const seen = serve(['mf_games', 'mf_drafts']);
    // The manifest is read once per page: this page is deployed anew.
    await loadFederationManifest(true);
    renderPage();
    const draft = await screen.findByRole('button', { name: 'Draft' });
    fireEvent.click(draft);
    await waitFor(() => expect(window.location.pathname).toBe(`/drafts/pack-draft/${draftId}`));
    expect(seen.posted).toEqual(['/rest/api/progression-mode/m1/week/1/demo-draft']);
  });
});
