import { messages, type GameReward } from '@progression/contracts';
import { cardSize, DataProvider, queryClient, storageKeys } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@progression/router';
import { lob, makeCard } from '../test-support/fixtures';
import { Failure, serve } from '../test-support/serve';
import { RewardClaimPage } from './RewardClaimPage';

const mrd = { id: 'set-mrd', setCode: 'MRD', setName: 'Metal Raiders' };

const reward = (type: GameReward['type'], status: GameReward['status']): GameReward => ({
  id: 'reward-1',
  gameId: 'game-1',
  playerId: 'player-1',
  type,
  quantity: 2,
  week: 1,
  status,
  trackId: 'track-win',
  draftId: 'claim-1',
});

const packDraft = (selectedPackIds: string[], packDraftId: string | null) => ({
  id: 'claim-1',
  rewardId: 'reward-1',
  numToSelect: 2,
  packPool: [
    { cardSet: lob, week: 1, setCardIds: ['c1'] },
    { cardSet: mrd, week: 1, setCardIds: ['c2'] },
  ],
  selectedPackIds,
  packDraftId,
});

function renderPage() {
  renderWithTheme(
    <DataProvider>
      <MemoryRouter initialEntries={['/games/game/game-1/rewards/reward-1']}>
        <Routes>
          <Route path="/games/game/:gameId/rewards/:rewardId" element={<RewardClaimPage />} />
        </Routes>
      </MemoryRouter>
    </DataProvider>,
  );
}

/** A wildcard reward of one week with three common cards (with pictures). */
const serveWildcard = () =>
  serve(({ url }) => {
    if (url === '/rest/api/game-rewards/reward-1') return reward('WILDCARD', 'UNCLAIMED');
    if (url === '/rest/api/game-rewards/wildcard-drafts/claim-1')
      return { id: 'claim-1', rewardId: 'reward-1', commonsOnly: false, selectedCardIds: [] };
    if (url === '/rest/api/game-rewards/wildcard-drafts/claim-1/cards')
      return {
        weeks: [
          {
            week: 1,
            cards: ['Alpha', 'Beta', 'Gamma'].map((name) => ({
              card: { ...makeCard(`card-${name}`, name), smallImageUrl: `/images/cards_small/${name}.jpg` },
              equivalentRarity: 'COMMON',
            })),
          },
        ],
      };
    return new Failure(404, { message: 'Not found' });
  });

describe('the reward claim page', () => {
  afterEach(() => queryClient.clear());

  it('claims packs within numToSelect, then shows what was received with Go to draft', async () => {
    let claimed = false;
    const sent = serve(({ method, url, body }) => {
      if (url === '/rest/api/game-rewards/reward-1')
        return reward('BOOSTER_PACK', claimed ? 'CLAIMED' : 'UNCLAIMED');
      if (url === '/rest/api/game-rewards/pack-drafts/claim-1/filtered') {
        if (claimed) return packDraft(['set-lob', 'set-lob'], 'draft-9');
        // A search keeps only Metal Raiders.
        const searched = (body as { filters: { textSearch?: unknown } }).filters.textSearch !== undefined;
        const draft = packDraft([], null);
        return searched ? { ...draft, packPool: draft.packPool.slice(1) } : draft;
      }
      if (method === 'PUT' && url === '/rest/api/game-rewards/pack-drafts/claim-1') {
        claimed = true;
        return packDraft(['set-lob', 'set-lob'], 'draft-9');
      }
      return new Failure(404, { message: 'Not found' });
    });
    renderPage();
    const add = await screen.findByRole('button', { name: `Add a pack of ${lob.setName}` });
    expect(screen.getByText('You must select 2 packs')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Claim reward' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: `Remove a pack of ${lob.setName}` })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(add);
    fireEvent.click(add);
    expect(add).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: `Add a pack of ${mrd.setName}` })).toHaveProperty(
      'disabled',
      true,
    );
    // A search (applied as the player types) that leaves the chosen packs out still lists them, so they can
    // be put back.
    fireEvent.change(screen.getByRole('searchbox', { name: "Search the packs' cards" }), {
      target: { value: 'Metal' },
    });
    await waitFor(() =>
      expect(sent.some((request) => String(JSON.stringify(request.body)).includes('Metal'))).toBe(true),
    );
    expect(await screen.findByRole('button', { name: `Remove a pack of ${lob.setName}` })).toHaveProperty(
      'disabled',
      false,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Claim reward' }));
    await screen.findByText('You have received');
    expect(screen.getByText(`${lob.setName} x 2`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to draft' })).toBeTruthy();
    const claim = sent.find((request) => request.method === 'PUT');
    expect(claim?.body).toMatchObject({ selectedPackIds: ['set-lob', 'set-lob'] });
  });

  it('refuses a third wildcard card and clears the selections', async () => {
    serveWildcard();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Alpha/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Beta/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Gamma/ }));
    expect(
      screen.getByText(
        "You've already selected 2 cards, you can clear your current selections by clicking 'Clear Selections'",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Gamma/ }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Selections' }));
    await waitFor(() => expect(screen.getByText('No cards selected')).toBeTruthy());
    expect(screen.getByRole('button', { name: /^Alpha/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('draws the cards to choose at the size the player chose, remembered on this device', async () => {
    serveWildcard();
    renderPage();
    const week = await screen.findByRole('group', { name: 'Week 1 cards' });
    const widths = () => [...week.querySelectorAll('img')].map((image) => image.getAttribute('width'));
    expect(widths()).toEqual(['105', '105', '105']);
    const sizes = screen.getByRole('group', { name: messages.cards.cardSize });
    fireEvent.click(within(sizes).getByRole('button', { name: messages.cards.cardSizes.medium }));
    expect(widths()).toEqual(['140', '140', '140']);
    expect(localStorage.getItem(storageKeys.cardSize)).toBe('medium');
    act(() => cardSize.set('small'));
  });

  it('says when the reward cannot be loaded', async () => {
    serve(() => new Failure(403, { message: 'Forbidden' }));
    renderPage();
    expect(await screen.findByText('The reward could not be loaded.')).toBeTruthy();
  });
});
