import { renderHook, waitFor } from '@testing-library/react';
import { answerWith } from './fake-fetch';
import { useIsAreaDeployed } from './use-area-deployed';

describe('useIsAreaDeployed', () => {
  it('answers false until the manifest lists the area, and false for an area it does not list', async () => {
    answerWith(200, {
      remotes: { mf_games: '/mf/mf-games/remoteEntry.js', mf_drafts: '/mf/mf-drafts/remoteEntry.js' },
    });
    const drafts = renderHook(() => useIsAreaDeployed('mf_drafts'));
    expect(drafts.result.current).toBe(false);
    await waitFor(() => expect(drafts.result.current).toBe(true));

    const decks = renderHook(() => useIsAreaDeployed('mf_decks'));
    const games = renderHook(() => useIsAreaDeployed('mf_games'));
    await waitFor(() => expect(games.result.current).toBe(true));
    expect(decks.result.current).toBe(false);
  });
});
