import type { DraftPack, SetCard } from '@progression/contracts';
import { consistencyHeader, consistencyReachedHeader, messages } from '@progression/contracts';
import type { Browser, Page, Response } from 'playwright-core';
import {
  apiClient,
  catalogSets,
  createGame,
  eventually,
  launchBrowser,
  login,
  loginInBrowser,
  newPage,
  ok,
  registerUser,
  screenshots,
  setIdOf,
  startTestStack,
  uniqueUser,
  type Api,
  type RecordedPage,
  type TestStack,
} from '../harness';

// A whole stack and a browser on a small machine.
jest.setTimeout(600_000);

const shot = screenshots('read-your-writes-');

const sidebarOf = (page: Page) => page.getByRole('navigation', { name: 'Games navigation' });
const collectionTiles = (page: Page) => page.getByRole('list', { name: 'Collection cards' });
const mainCount = (page: Page) => page.getByRole('region', { name: 'Main Deck' }).getByText(/^\d+ \/ 60$/);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const tileOf = (page: Page, name: string) =>
  collectionTiles(page)
    .getByRole('button', { name: new RegExp(`^${escaped(name)}, `) })
    .first();

const isOpening = (response: Response) =>
  response.request().method() === 'PUT' && response.url().includes('/draft-pack/status');

/**
 * On the draft page: starts the next stage and opens all its packs; answers the cards pulled, read from
 * the write's own answer, and the consistency token it carried.
 */
async function openAllPacks(page: Page, stage: number): Promise<{ cards: SetCard[]; token: string | null }> {
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const opening = page.waitForResponse(isOpening);
  await page.getByRole('button', { name: 'Open all packs' }).click();
  const response = await opening;
  const { packs } = (await response.json()) as { packs: DraftPack[] };
  await page.getByText(new RegExp(`^Stage ${stage} gave you \\d+ cards$`)).waitFor();
  return { cards: packs.flatMap((pack) => pack.cards), token: await response.headerValue(consistencyHeader) };
}

describe('reads see your own writes: right after "Open all packs" the deck editor and the collection show the cards', () => {
  let stack: TestStack;
  let browser: Browser;
  let recorded: RecordedPage;
  let api: Api;
  let token: string;
  let gameId: string;
  const user = uniqueUser('opener');
  const rival = uniqueUser('rival');
  let rivalToken: string;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    api = apiClient(stack.url);
    await registerUser(api, user);
    await registerUser(api, rival);
    rivalToken = await login(api, rival);
    recorded = await newPage(browser, stack.url);
    token = await loginInBrowser(recorded.page, user, '/games/overview');
    const lob = setIdOf(await catalogSets(api, token), 'LOB');
    // Each week: a stage of 16 packs of LOB (enough main deck cards for a legal deck, and fewer distinct
    // cards than the editor's first 100), then one of 4.
    const mode = await ok<{ id: string; cardPools: unknown; banlistConfig: unknown }>(
      api,
      'POST',
      '/rest/api/progression-mode/new',
      token,
    );
    const step = (numPacks: number) => ({
      numPacks,
      pool: 'Standard',
      draftBehaviour: 'EVENLY_DISTRIBUTED',
      rarityDistribution: 'FIXED',
    });
    await ok(api, 'PUT', `/rest/api/progression-mode/${mode.id}`, token, {
      name: 'Consistent League',
      created: '',
      cardPools: mode.cardPools,
      banlistConfig: mode.banlistConfig,
      draftConfig: { steps: [step(16), step(4)] },
      weeks: [1, 2].map((week) => ({ week, weekSets: [{ pool: 'Standard', setIds: [lob] }] })),
    });
    gameId = (await createGame(api, token, mode.id, [rivalToken])).id;
    await ok(api, 'POST', `/rest/api/progression-game/${gameId}/week`, token, { week: 1 });
    await eventually('the week 1 draft', async () => {
      const { drafts } = await ok<{ drafts: unknown[] }>(
        api,
        'GET',
        `/rest/api/pack-draft?gameId=${gameId}`,
        token,
      );
      return drafts.length > 0 || undefined;
    });
  });
  afterAll(async () => {
    await recorded?.close();
    await browser?.close();
    await stack?.stop();
  });

  it('counts every pulled card as owned in the deck editor at once, and a legal deck of them saves valid', async () => {
    const { page } = recorded;
    const saves: Array<{ valid: boolean; reasons: string[] }> = [];
    page.on('response', (response) => {
      const method = response.request().method();
      if (/\/rest\/api\/deck(\/|\?|$)/.test(response.url()) && (method === 'PUT' || method === 'POST'))
        void response.json().then(
          (deck: { valid: boolean; reasons: string[] }) => saves.push(deck),
          () => {},
        );
    });
    await page.goto(`/games/game/${gameId}/drafts`);
    await page.getByRole('button', { name: 'Start draft' }).click();
    await page.waitForURL(`**/games/game/${gameId}/draft/**`);
    const { cards, token: written } = await openAllPacks(page, 1);
    expect(Number(written)).toBeGreaterThan(0);

    // At once, within the app: the decks page, a new deck, and the editor's collection.
    await sidebarOf(page).getByRole('link', { name: 'Decks' }).click();
    await page.getByRole('button', { name: 'New deck' }).click();
    await page.waitForURL(/\/decks\/[0-9a-f]{24}$/);
    await collectionTiles(page).waitFor();
    const names = new Set(cards.map((card) => card.card.name));
    const tiles = await collectionTiles(page)
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''),
      );
    // Every card pulled is in the collection the first time the editor reads it.
    for (const name of names) expect(tiles.some((label) => label.startsWith(`${name}, `))).toBe(true);

    // A legal deck of the pulled main deck cards, added from the keyboard: up to 3 copies of each, as
    // many as were pulled; the banlist may refuse a copy, so the count is read as it grows.
    const copies = new Map<string, number>();
    for (const card of cards)
      if (card.card.deckClassification === 'MAIN_DECK')
        copies.set(card.card.name, (copies.get(card.card.name) ?? 0) + 1);
    let total = 0;
    for (const [name, pulled] of copies) {
      await tileOf(page, name).focus();
      for (let copy = 0; copy < Math.min(3, pulled, 40 - total); copy++) await page.keyboard.press('Enter');
      total = Number((await mainCount(page).textContent())!.split(' ')[0]);
      if (total >= 40) break;
    }
    await mainCount(page).filter({ hasText: '40 / 60' }).waitFor();
    await page.getByText('Valid deck').waitFor();
    await shot(page, 'deck-editor');
    // No save, from the first, was told the player owns too few copies.
    await eventually('the last save', () => saves.at(-1)?.valid || undefined, { timeoutMs: 10_000 });
    const notOwned = saves
      .flatMap((deck) => deck.reasons)
      .filter((reason) => reason.startsWith('You do not own'));
    expect(notOwned).toEqual([]);
  });

  it('shows the cards of a stage on the collection page opened right after it', async () => {
    const { page } = recorded;
    await sidebarOf(page).getByRole('link', { name: 'Drafts' }).click();
    await page
      .getByRole('button', { name: /^(Continue|Start) draft$/ })
      .first()
      .click();
    await page.waitForURL(`**/games/game/${gameId}/draft/**`);
    // The draft opens where it was left: stage 1's results (Next) or already stage 2's preview.
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await next.or(page.getByText('You will get 4 packs containing:')).first().waitFor();
    if (await next.isVisible()) await next.click();
    await openAllPacks(page, 2);

    // At once, within the app: the collection page's first answer is already the settled one.
    const firstList = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().includes('/rest/api/collection'),
    );
    await sidebarOf(page).getByRole('link', { name: 'Collection' }).click();
    const firstResponse = await firstList;
    // It carried the write's token and waited until the collection had applied the packs.
    expect(await firstResponse.headerValue(consistencyReachedHeader)).toBe('true');
    const first = (await firstResponse.json()) as { total: number };
    const list = page.getByRole('list', { name: messages.collection.title });
    await list.waitFor();
    await shot(page, 'collection');
    // The truth, once every event has long been applied (the lag measured without the token: up to 3.5 s).
    await page.waitForTimeout(5000);
    const settled = await ok<{ total: number }>(api, 'POST', `/rest/api/collection?gameId=${gameId}`, token, {
      pageSize: 1,
    });
    expect(first.total).toBe(settled.total);
    await page.getByText(messages.collection.shown(Math.min(100, settled.total), settled.total)).waitFor();
    expect(recorded.consoleErrors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });

  it("refuses a change to the closed week's result from the instant the next week starts", async () => {
    const { matches } = await eventually('the week 1 match', async () => {
      const list = await ok<{ matches: Array<{ id: string; weekNum: number }> }>(
        api,
        'GET',
        `/rest/api/matches?game=${gameId}`,
        rivalToken,
      );
      return list.matches.length > 0 ? list : undefined;
    });
    const match = matches.find((candidate) => candidate.weekNum === 1)!;
    const { id: rivalPlayer } = await ok<{ id: string }>(
      api,
      'GET',
      `/rest/api/game-player/user?gameId=${gameId}`,
      rivalToken,
    );
    await ok(api, 'PUT', `/rest/api/matches/${match.id}`, rivalToken, { winnerId: rivalPlayer });
    const started = await fetch(`${stack.url}/rest/api/progression-game/${gameId}/week`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ week: 2 }),
    });
    expect(started.status).toBe(200);
    // The week start answers the sequence of its game.week.started, for the reads after it.
    expect(Number(started.headers.get(consistencyHeader))).toBeGreaterThan(0);
    // At once: the rule reads the week from games, not from the copy game.week.started updates.
    const refused = await api.request('PUT', `/rest/api/matches/${match.id}`, { winnerId: '' }, rivalToken);
    expect(refused).toEqual({ status: 403, body: { message: messages.matches.matchTooOld } });
    expect(messages.matches.matchTooOld).toBe(
      'This match is too old to be updated. Please contact a system admin.',
    );
  });
});
