import { fireEvent, screen, waitFor } from '@testing-library/react';
import { messages } from '@progression/contracts';
import { DataProvider, queryClient } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { MemoryRouter, Route, Routes, useLocation } from '@progression/router';
import { ModePage } from './ModePage';

const modeId = '5f1d7f3e9b1e8a0012345601';

const savedMode = (name: string, version: number) => ({
  id: modeId,
  name,
  ownerId: '5f1d7f3e9b1e8a0012345602',
  created: '2026-01-01T00:00:00.000Z',
  version,
  cardPools: [{ name: 'Standard', type: 'STANDARD' }],
  weeks: [{ week: 1, weekSets: [{ pool: 'Standard', sets: [] }] }],
  draftConfig: { steps: [] },
  banlistConfig: {
    banlistTemplate: 'TCG',
    banlistBehaviour: 'FULL',
    banlistSelectionBehaviour: 'LATEST_PACK',
  },
});

/**
 * The modes service as another editor left it: the mode the page loads first is version 1, every read after
 * that answers version 2 (renamed elsewhere), and a save is refused as the service refuses a stale one.
 */
function serveChangedElsewhere(): { saves: unknown[] } {
  const seen = { saves: [] as unknown[] };
  let reads = 0;
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const answer = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      return { ok: status < 300, status, text: async () => text } as Response;
    };
    if (init.method === 'PUT') {
      seen.saves.push(JSON.parse(String(init.body)));
      return answer(409, { message: messages.modes.changedElsewhere });
    }
    if (url === '/federation-manifest.json') return answer(200, { remotes: {} });
    reads += 1;
    return answer(200, reads === 1 ? savedMode('Goat League', 1) : savedMode('Edison League', 2));
  }) as typeof fetch;
  return seen;
}

/** The modes service accepting every save (as the next version). */
function serveMode() {
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const answer = (body: unknown) =>
      ({ ok: true, status: 200, text: async () => JSON.stringify(body) }) as Response;
    if (url === '/federation-manifest.json') return answer({ remotes: {} });
    if (init.method === 'PUT') return answer(savedMode('Goat League', 2));
    return answer(savedMode('Goat League', 1));
  }) as typeof fetch;
}

/** The page's URL as the router has it, for the tests to read. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderModePage() {
  renderWithTheme(
    <DataProvider>
      <MemoryRouter initialEntries={[`/modes/progression-mode/${modeId}?edit=true`]}>
        <Routes>
          <Route
            path="/modes/progression-mode/:modeId"
            element={
              <>
                <ModePage />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </DataProvider>,
  );
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('the mode page', () => {
  afterEach(() => queryClient.clear());

  it('says a mode changed elsewhere could not be saved, and Reload loads the current version', async () => {
    const seen = serveChangedElsewhere();
    renderModePage();
    const name = await screen.findByRole('textbox', { name: 'Mode name' });
    fireEvent.change(name, { target: { value: 'My League' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText(messages.modes.changedElsewhere);
    expect(seen.saves).toMatchObject([{ name: 'My League', version: 1 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));

    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Mode name' }).value).toBe(
        'Edison League',
      ),
    );
    expect(screen.queryByText(messages.modes.changedElsewhere)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('keeps ?edit=true in the URL only while editing: Cancel and Save take it away, Edit puts it back', async () => {
    serveMode();
    renderModePage();
    await screen.findByRole('textbox', { name: 'Mode name' });
    expect(location()).toBe(`/modes/progression-mode/${modeId}?edit=true`);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe(`/modes/progression-mode/${modeId}`));

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(location()).toBe(`/modes/progression-mode/${modeId}?edit=true`));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe(`/modes/progression-mode/${modeId}`));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('shows labels, never enum values, in read mode', async () => {
    serveMode();
    renderModePage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await screen.findByText('Latest pack of the week');
    expect(screen.getByText('TCG')).toBeTruthy();
    expect(screen.getByText('Full banlist')).toBeTruthy();
    expect(screen.getByText('Standard · Standard')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/LATEST_PACK|FULL|STANDARD/);
  });
});
