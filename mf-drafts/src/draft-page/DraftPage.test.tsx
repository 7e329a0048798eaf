import { messages, type PackDraft, type SetCard } from '@progression/contracts';
import { cardSize, DataProvider, flash, queryClient, storageKeys } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@progression/router';
import { lob, makeDraft, makePack, makeSetCard, makeStage } from '../test-support/fixtures';
import { makeTable } from '../test-support/table-fixtures';
import { Failure, serve } from '../test-support/serve';
import { DraftPage } from './DraftPage';

const dragon = makeSetCard('1', 'Blue-Eyes White Dragon', 'ULTRA_RARE');
const magician = makeSetCard('2', 'Dark Magician', 'COMMON');
const kuriboh = makeSetCard('3', 'Kuriboh', 'RARE');
const mrd = { id: 'set-mrd', setCode: 'MRD', setName: 'Metal Raiders' };

/** A stand-in drafts service over one draft: it opens packs and fills stages as the real one does. */
function draftsService(initial: PackDraft, owned: { card: SetCard; quantity: number }[] = []) {
  let draft = initial;
  const packs = () => draft.stages.flatMap((stage) => stage.draftPacks);
  const open = (ids: string[]) => {
    draft = {
      ...draft,
      stages: draft.stages.map((stage) => ({
        ...stage,
        draftPacks: stage.draftPacks.map((pack) =>
          ids.includes(pack.id) ? { ...pack, status: 'OPENED' as const } : pack,
        ),
      })),
    };
    return { packs: packs().filter((pack) => ids.includes(pack.id)) };
  };
  const sent = serve(({ method, url, body }) => {
    const path = url.split('?')[0];
    const query = new URLSearchParams(url.split('?')[1] ?? '');
    if (method === 'GET' && path === '/rest/api/pack-draft/draft-1') return draft;
    if (method === 'GET' && path === '/rest/api/sets') return [];
    // The player's collection before the opening (read once, at the largest page size).
    if (method === 'POST' && path === '/rest/api/collection')
      return {
        items: owned.map(({ card, quantity }) => ({ card: card.card, quantity })),
        total: owned.length,
        nextOffset: null,
      };
    if (method === 'GET' && path.endsWith('/preview'))
      return {
        setCounts: [
          { set: lob, count: 0 },
          { set: mrd, count: 0 },
        ],
        maxPackRules: [{ max: 2 }],
      };
    if (method === 'GET' && path.endsWith('/results'))
      return { cards: packs().flatMap((pack) => pack.cards) };
    if (method === 'PUT' && path === '/rest/api/pack-draft/draft-pack/status') {
      const stageId = query.get('packDraftStage');
      const stage = draft.stages.find((candidate) => candidate.id === stageId);
      return open(stage ? stage.draftPacks.map((pack) => pack.id) : query.getAll('packs'));
    }
    if (method === 'POST' && path === '/rest/api/pack-draft/draft-1/stage/1') {
      const selections = (body as { selections: { setId: string; quantity: number }[] }).selections;
      const filled = {
        ...draft.stages[0],
        draftPacks: selections.flatMap(({ quantity }, index) =>
          Array.from({ length: quantity }, (_, n) => makePack(`shop-${index}-${n}`, [kuriboh])),
        ),
      };
      draft = { ...draft, stages: [filled] };
      return filled;
    }
    return new Failure(404, { message: 'Not found' });
  });
  return sent;
}

const renderDraft = () =>
  renderWithTheme(
    <DataProvider>
      <MemoryRouter initialEntries={['/games/game/game-1/draft/draft-1']}>
        <Routes>
          <Route path="/games/game/:gameId/draft/:draftId" element={<DraftPage />} />
        </Routes>
      </MemoryRouter>
    </DataProvider>,
  );

const twoPacks = () =>
  makeDraft([makeStage(1, [makePack('p1', [dragon, magician]), makePack('p2', [kuriboh, magician])])]);

describe('the draft page', () => {
  afterEach(() => {
    queryClient.clear();
    flash.clear();
  });

  it('opens a pack face down, flips its cards one after another, then the next pack, then the results', async () => {
    const sent = draftsService(twoPacks());
    renderDraft();
    const cards = await screen.findByRole('list', { name: 'Pack 1 cards' });
    expect(within(cards).getAllByRole('listitem', { name: 'Face-down card' })).toHaveLength(2);
    expect(screen.getByText('1 / 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Flip cards' }));
    await screen.findByRole('listitem', { name: 'Blue-Eyes White Dragon, Ultra Rare' });
    await screen.findByRole('listitem', { name: 'Dark Magician, Common' });
    expect(sent.some((request) => request.method === 'PUT' && request.url.endsWith('packs=p1'))).toBe(true);

    fireEvent.click(await screen.findByRole('button', { name: 'Open next pack' }));
    expect(screen.getByText('2 / 2')).toBeTruthy();
    expect(screen.getAllByRole('listitem', { name: 'Face-down card' })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Flip cards' }));
    await screen.findByRole('listitem', { name: 'Kuriboh, Rare' });

    // The last pack is opened, yet the opener stays until Finish stage.
    fireEvent.click(await screen.findByRole('button', { name: 'Finish stage' }));
    await screen.findByText('Stage 1 gave you 4 cards');
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'View collection' }).length).toBeGreaterThan(0);
  });

  it("draws the pack's cards at the size the player chose, remembered on this device", async () => {
    // With a picture: a card without one is drawn instead, at the same size.
    const card = {
      ...magician.card,
      smallImageUrl: '/images/cards_small/2.jpg',
      largeImageUrl: '/images/cards/2.jpg',
    };
    const pictured = { ...magician, card };
    draftsService(makeDraft([makeStage(1, [makePack('p1', [pictured])])]));
    renderDraft();
    await screen.findByRole('list', { name: 'Pack 1 cards' });
    const sizes = screen.getByRole('group', { name: messages.cards.cardSize });
    fireEvent.click(within(sizes).getByRole('button', { name: messages.cards.cardSizes.large }));
    expect(localStorage.getItem(storageKeys.cardSize)).toBe('large');
    fireEvent.click(screen.getByRole('button', { name: 'Flip cards' }));
    const pulled = await screen.findByRole('listitem', { name: 'Dark Magician, Common' });
    expect(pulled.querySelector('img')?.getAttribute('width')).toBe('280');
    act(() => cardSize.set('small'));
    expect(pulled.querySelector('img')?.getAttribute('width')).toBe('105');
  });

  it('marks the cards new to the player, counts the copies owned, and sums up each pack and the stage by rarity', async () => {
    const sent = draftsService(twoPacks(), [{ card: magician, quantity: 2 }]);
    renderDraft();
    await screen.findByRole('list', { name: 'Pack 1 cards' });
    // Flip cards at once: the pack opens once the copies owned before it are known.

    fireEvent.click(screen.getByRole('button', { name: 'Flip cards' }));
    await screen.findByRole('listitem', { name: 'Blue-Eyes White Dragon, Ultra Rare' });
    const pack1 = screen.getByRole('list', { name: 'Pack 1 cards' });
    expect(
      within(pack1).getByRole('figure', { name: 'Blue-Eyes White Dragon, Ultra Rare, New, Owned 1' }),
    ).toBeTruthy();
    expect(await within(pack1).findByRole('figure', { name: 'Dark Magician, Common, Owned 3' })).toBeTruthy();
    expect(within(pack1).getAllByText(messages.cards.newCard)).toHaveLength(1);
    const summaryOf = async (title: string) =>
      (await screen.findByText(`${title}:`)).parentElement?.textContent;
    expect(await summaryOf(messages.cards.packSummary(1))).toBe(
      'Pack 1 gave you: 1 Ultra Rare, 1 Common, 1 new',
    );

    // The copies of the pack opened before count as owned.
    fireEvent.click(await screen.findByRole('button', { name: 'Open next pack' }));
    fireEvent.click(screen.getByRole('button', { name: 'Flip cards' }));
    await screen.findByRole('figure', { name: 'Kuriboh, Rare, New, Owned 1' });
    expect(await screen.findByRole('figure', { name: 'Dark Magician, Common, Owned 4' })).toBeTruthy();
    expect(await summaryOf(messages.cards.packSummary(2))).toBe('Pack 2 gave you: 1 Rare, 1 Common, 1 new');

    fireEvent.click(await screen.findByRole('button', { name: 'Finish stage' }));
    await screen.findByText('Stage 1 gave you 4 cards');
    expect(await summaryOf(messages.cards.stageSummary(1))).toBe(
      'Stage 1 gave you: 1 Ultra Rare, 1 Rare, 2 Common, 2 new',
    );
    expect(
      screen.getByRole('figure', { name: 'Blue-Eyes White Dragon, Ultra Rare, New, Owned 1' }),
    ).toBeTruthy();
    // The copies owned were read once, at the largest page size, however many packs opened since.
    const reads = sent.filter((request) => request.url.startsWith('/rest/api/collection'));
    expect(reads.map((request) => (request.body as { pageSize: number }).pageSize)).toEqual([500]);
  });

  it('opens every pack of the stage at once with Open all packs', async () => {
    const sent = draftsService(twoPacks());
    renderDraft();
    fireEvent.click(await screen.findByRole('button', { name: 'Open all packs' }));
    await screen.findByText('Stage 1 gave you 4 cards');
    expect(sent.filter((request) => request.method === 'PUT').map((request) => request.url)).toEqual([
      '/rest/api/pack-draft/draft-pack/status?packDraftStage=stage-1',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('This draft is complete.');
    // On Finish the completed stage is still a step to revisit.
    const stepper = screen.getByRole('list', { name: 'Draft stages' });
    fireEvent.click(within(stepper).getByRole('button', { name: /^Stage 1/ }));
    await screen.findByText('Stage 1 gave you 4 cards');
    fireEvent.click(within(stepper).getByRole('button', { name: /^Finish/ }));
    await screen.findByText('This draft is complete.');
  });

  it('shows the results of Open all packs from the opened packs, without asking for them again', async () => {
    const sent = draftsService(twoPacks());
    renderDraft();
    fireEvent.click(await screen.findByRole('button', { name: 'Open all packs' }));
    await screen.findByText('Stage 1 gave you 4 cards');
    expect(within(screen.getByRole('list', { name: 'Stage 1 cards' })).getAllByRole('listitem')).toHaveLength(4);
    expect(sent.filter((request) => request.url.includes('/results'))).toEqual([]);
  });

  it('refuses a shop selection short of the stage, then fills the stage from a good one', async () => {
    const shop = makeStage(1, [], { numPacks: 3, draftBehaviour: 'SHOP', cardSets: [lob, mrd] });
    const sent = draftsService(makeDraft([shop]));
    renderDraft();
    await screen.findByText(messages.drafts.maxPacksOfAnySetInfo(2));
    const addLob = screen.getByRole('button', { name: `Add a pack of ${lob.setName}` });
    fireEvent.click(addLob);
    fireEvent.click(addLob);
    expect((addLob as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('2 / 3 packs selected')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(flash.get().map((shown) => shown.message)).toEqual([messages.drafts.mustSelectPacks(3)]);
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Add a pack of Metal Raiders' }));
    expect(
      (screen.getByRole('button', { name: 'Add a pack of Metal Raiders' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(messages.drafts.packPreview(3));
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByText('1 / 3');
    // The keyboard goes on to the opener's first action.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Flip cards' })),
    );
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      selections: [
        { setId: lob.id, quantity: 2 },
        { setId: mrd.id, quantity: 1 },
      ],
    });
  });

  it('leads to a booster draft table: from its stage, and from any other stage while the table runs', async () => {
    const booster = makeStage(2, [], { numPacks: 3, draftBehaviour: 'BOOSTER_DRAFT', tableId: 'table-1' });
    const draft = makeDraft([makeStage(1, [makePack('p1', [dragon])]), booster]);
    draftsService(draft);
    const table = makeTable({ stage: 2, rounds: 3, round: 2, picks: [dragon, kuriboh] });
    const answer = globalThis.fetch;
    globalThis.fetch = ((url: string, init?: RequestInit) =>
      url === '/rest/api/pack-draft/draft-1/table'
        ? Promise.resolve({ ok: true, status: 200, text: async () => JSON.stringify(table) } as Response)
        : answer(url, init)) as typeof fetch;
    renderDraft();
    // Stage 1 is being opened: the table runs meanwhile.
    await screen.findByText(messages.boosterDraft.tableRunning);
    expect(screen.getByRole('button', { name: messages.boosterDraft.openTable })).toBeTruthy();
    // The booster stage itself says where its table stands.
    fireEvent.click(await screen.findByRole('button', { name: 'Open all packs' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText(messages.boosterDraft.roundOf(2, 3));
    expect(screen.getByText(messages.boosterDraft.picksMade(2))).toBeTruthy();
    expect(screen.queryByText(messages.boosterDraft.tableRunning)).toBeNull();
    expect(screen.getByRole('button', { name: messages.boosterDraft.openTable })).toBeTruthy();
  });

  it("shows a booster stage's picks once its table is complete, and leads a demo draft to its own table", async () => {
    const booster = makeStage(1, [], {
      numPacks: 2,
      draftBehaviour: 'BOOSTER_DRAFT',
      tableId: 'table-1',
      tableComplete: true,
    });
    const demo = { ...makeDraft([booster]), gameId: null, playerId: null, source: 'DEMO' as const };
    const table = makeTable({ gameId: null, status: 'COMPLETE', picks: [dragon, kuriboh] });
    const answers: Record<string, unknown> = {
      '/rest/api/pack-draft/draft-1': demo,
      '/rest/api/pack-draft/draft-1/table': table,
      '/rest/api/pack-draft/draft-1/results': { cards: [dragon, kuriboh] },
      '/rest/api/pack-draft/draft-1/stage/1/results': { cards: [dragon, kuriboh] },
    };
    serve(({ url }) => answers[url] ?? new Failure(404, { message: 'Not found' }));
    renderWithTheme(
      <DataProvider>
        <MemoryRouter initialEntries={['/drafts/pack-draft/draft-1']}>
          <Routes>
            <Route path="/drafts/pack-draft/:draftId" element={<DraftPage />} />
          </Routes>
        </MemoryRouter>
      </DataProvider>,
    );
    // Finish counts the picks among the draft's cards.
    await screen.findByText('You drafted 2 cards');
    const stepper = screen.getByRole('list', { name: 'Draft stages' });
    fireEvent.click(within(stepper).getByRole('button', { name: /^Stage 1/ }));
    await screen.findByText(messages.boosterDraft.stagePicked(1, 2));
    const picks = screen.getByRole('list', { name: messages.boosterDraft.stagePicksLabel(1) });
    expect(within(picks).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: messages.boosterDraft.openTable }));
    expect(window.location.pathname).toBe('/drafts/pack-draft/draft-1/table');
  });
});
