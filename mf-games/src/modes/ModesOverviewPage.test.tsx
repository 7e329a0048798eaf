import { act, screen, waitFor } from '@testing-library/react';
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

// jsdom has no network: the modes service and the gateway's federation manifest answer here.
function serve(deployedRemotes: string[]): { manifestRead: boolean } {
  const seen = { manifestRead: false };
  globalThis.fetch = (async (url: string) => {
    const body =
      url === '/federation-manifest.json'
        ? { remotes: Object.fromEntries(deployedRemotes.map((name) => [name, `/mf/${name}/remoteEntry.js`])) }
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

describe('the modes overview', () => {
  it('offers no Draft while the drafts area is not deployed', async () => {
    const seen = serve(['mf_games', 'mf_admin']);
    renderWithTheme(<ModesOverviewPage />);
    await screen.findByRole('button', { name: 'Start Game' });
    screen.getByRole('button', { name: 'Edit' });
    await waitFor(() => expect(seen.manifestRead).toBe(true));
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Draft' })).toBeNull();
  });
});
