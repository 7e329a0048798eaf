import { messages } from '@progression/contracts';
import { DataProvider, queryClient } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import App from './App';
import { serve } from './test-support/serve';
import { makeTable } from './test-support/table-fixtures';

describe('the drafts area', () => {
  afterEach(() => queryClient.clear());

  it("leads the bell's link to a due pick to the draft's table", async () => {
    serve(({ url }) => (url === '/rest/api/pack-draft/draft-1/table' ? makeTable() : { drafts: [] }));
    window.history.pushState({}, '', '/games/game/game-1/drafts/draft-1');
    renderWithTheme(
      <DataProvider>
        <App />
      </DataProvider>,
    );
    await waitFor(() => expect(window.location.pathname).toBe('/games/game/game-1/draft/draft-1/table'));
    await screen.findByRole('heading', { name: messages.boosterDraft.title(1) });
  });
});
