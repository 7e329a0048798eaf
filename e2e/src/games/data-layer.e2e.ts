import { messages } from '@progression/contracts/messages';
import type { Browser, Page } from 'playwright-core';
import {
  apiClient,
  launchBrowser,
  loginInBrowser,
  newPage,
  registerUser,
  startTestStack,
  uniqueUser,
  type Api,
  type RecordedPage,
  type TestStack,
  screenshots,
} from '../harness';

// A whole stack and a browser on a small machine.
jest.setTimeout(300_000);

const shot = screenshots();

interface GameReply {
  id: string;
  name: string;
  activeWeek: number;
  weeks: unknown[];
  status: string;
}

/** A game of a new default mode (one week), created by the user through the API. */
async function createGame(api: Api, token: string): Promise<GameReply> {
  const mode = await api.request<{ id: string }>('POST', '/rest/api/progression-mode/new', undefined, token);
  const game = await api.request<GameReply>(
    'POST',
    '/rest/api/progression-game',
    { modeId: mode.body.id, settings: { givePriorDraftsToLateJoiners: false } },
    token,
  );
  if (game.status >= 300) throw new Error(`No game: ${game.status} ${JSON.stringify(game.body)}`);
  return game.body;
}

const sidebarOf = (page: Page) => page.getByRole('navigation', { name: 'Games navigation' });

/** The game selector's face: the selected game's name and its week. */
const selectorOf = (page: Page, name: string) =>
  sidebarOf(page).getByRole('button', { name: new RegExp(name) });

describe('one data layer in the browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let recorded: RecordedPage;
  let api: Api;
  let token: string;
  const user = uniqueUser('data');

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    api = apiClient(stack.url);
    await registerUser(api, user);
    recorded = await newPage(browser, stack.url);
    token = await loginInBrowser(recorded.page, user, '/games/overview');
  });
  afterAll(async () => {
    await recorded?.close();
    await browser?.close();
    await stack?.stop();
  });

  /** Selects a game the way My Games does, then opens `path` with a fresh load. */
  async function openWithSelected(page: Page, gameId: string, path: string): Promise<void> {
    await page.evaluate((id) => localStorage.setItem('selected_game_id', id), gameId);
    await page.goto(path);
  }

  it('refreshes the game selector and the game overview when mf-admin starts a week, without a reload', async () => {
    const { page } = recorded;
    const game = await createGame(api, token);
    const gameName = game.name;
    await openWithSelected(page, game.id, `/games/game/${game.id}/overview`);
    await page
      .getByText('This game has not been started yet, but you can still invite players to the game')
      .waitFor();
    await selectorOf(page, gameName).getByText('Not started').waitFor();
    // Survives only while the page is not loaded again.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await sidebarOf(page).getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL(`**/games/game/${game.id}/admin`);
    await page.getByRole('button', { name: 'Start next week' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start next week' });
    await dialog.getByText('The next week is ready to start').waitFor();
    await dialog.getByRole('button', { name: 'Start week 1' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The sidebar (the shell) and the admin page (mf-admin) show week 1 at once.
    await selectorOf(page, gameName).getByText('Week 1').waitFor();
    await page.getByRole('region', { name: 'Active Week' }).getByText('Week 1', { exact: true }).waitFor();
    await shot(page, 'admin-week-started');

    // At a phone's width the sidebar is a drawer: My Games, the selector with its week, then the pages.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await selectorOf(page, gameName).getByText('Week 1').waitFor();
    // The drawer slides in: the picture is taken once it is in place.
    await page.waitForFunction(
      () => document.querySelector('[role="dialog"]')?.getBoundingClientRect().left === 0,
    );
    await shot(page, 'sidebar-phone');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Sidebar' }).waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The overview (mf-games) had the game cached as not started: it shows week 1 now.
    await sidebarOf(page).getByRole('link', { name: 'Overview' }).click();
    await page.waitForURL(`**/games/game/${game.id}/overview`);
    await page.getByRole('heading', { name: 'Week 1' }).waitFor();
    await page.getByRole('region', { name: 'This week', exact: true }).waitFor();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await shot(page, 'overview-week-started');
  });

  it('starts exactly one week on a double click of Start week', async () => {
    const { page } = recorded;
    const game = await createGame(api, token);
    const starts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/progression-game/${game.id}/week`))
        starts.push(request.postData() ?? '');
    });
    await openWithSelected(page, game.id, `/games/game/${game.id}/admin`);
    await page.getByRole('button', { name: 'Start next week' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start next week' });
    await dialog.getByText('The next week is ready to start').waitFor();
    await dialog.getByRole('button', { name: 'Start week 1' }).dblclick();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Active Week' }).getByText('Week 1', { exact: true }).waitFor();

    expect(starts.map((body) => JSON.parse(body))).toEqual([{ week: 1 }]);
    const after = await api.request<GameReply>(
      'GET',
      `/rest/api/progression-game/${game.id}`,
      undefined,
      token,
    );
    expect(after.body).toMatchObject({ activeWeek: 1, status: 'IN_PROGRESS' });
    expect(after.body.weeks).toHaveLength(1);
    await expect(page.getByText('This week has already been started').count()).resolves.toBe(0);
  });

  it('offers to reload a mode that was changed elsewhere while it was edited', async () => {
    const { page } = recorded;
    const created = await api.request<{ id: string }>(
      'POST',
      '/rest/api/progression-mode/new',
      undefined,
      token,
    );
    const modePath = `/rest/api/progression-mode/${created.body.id}`;
    await page.goto(`/modes/progression-mode/${created.body.id}?edit=true`);
    await page.getByRole('textbox', { name: 'Mode name' }).fill('Goat League');

    // The save meets the modes service's answer to a save over a newer version.
    await page.route(`**${modePath}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 409, json: { message: messages.modes.changedElsewhere } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.modes.changedElsewhere).waitFor();
    await shot(page, 'mode-changed-elsewhere');
    await page.unroute(`**${modePath}`);

    // Meanwhile the mode was renamed elsewhere: Reload shows that version, still in edit mode.
    const current = await api.request<{
      weeks: { week: number; weekSets: { pool: string; sets: { id: string }[] }[] }[];
    }>('GET', modePath, undefined, token);
    const renamed = {
      ...current.body,
      name: 'Edison League',
      created: '',
      weeks: current.body.weeks.map((week) => ({
        week: week.week,
        weekSets: week.weekSets.map((weekSet) => ({
          pool: weekSet.pool,
          setIds: weekSet.sets.map((set) => set.id),
        })),
      })),
    };
    expect((await api.request('PUT', modePath, renamed, token)).status).toBe(200);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('input')).some((input) => input.value === 'Edison League'),
    );
    expect(await page.getByRole('textbox', { name: 'Mode name' }).inputValue()).toBe('Edison League');
    await expect(page.getByText(messages.modes.changedElsewhere).count()).resolves.toBe(0);
  });

  it("shows an area's own 404 for an unknown page inside it, and the shell's outside every area", async () => {
    const { page } = recorded;
    const game = await createGame(api, token);
    await openWithSelected(page, game.id, `/games/game/${game.id}/admin/no-such-page`);
    await page.locator('#microfrontend-mf_admin').getByText('There is nothing at this address').waitFor();

    await page.goto(`/games/game/${game.id}/no-such-page`);
    await page.locator('#microfrontend-mf_games').getByText('There is nothing at this address').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'area-404-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto('/no/such/page');
    await page.getByText('There is no page at this address', { exact: false }).waitFor();

    // A game page of a game without weeks says so.
    await page.goto(`/games/game/${game.id}/banlist`);
    await page.getByText('This game has not been started', { exact: true }).waitFor();
    // The browser logs the mode save refused on purpose above; nothing else may fail.
    expect(recorded.consoleErrors.filter((error) => !error.includes('409 (Conflict)'))).toEqual([]);
  });
});
