import { formatDateTime, formatDay, labels, type Game, type Notification } from '@progression/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  apiClient,
  eventually,
  launchBrowser,
  login,
  loginInBrowser,
  newPage,
  ok,
  rawEnumValuesIn,
  rawEnumValuesOn,
  registerUser,
  screenshots,
  startTestStack,
  uniqueUser,
  type Api,
  type RecordedPage,
  type TestStack,
  catalogSets,
  createMode,
  setIdOf,
} from '../harness';

// A whole stack and two browsers on a small machine.
jest.setTimeout(600_000);

const shot = screenshots('words-');

/** Screenshots of a page at a laptop's and a phone's width, in the light and the dark theme. */
async function shotEverywhere(page: Page, name: string, ready: (page: Page) => Locator) {
  if (!process.env.E2E_SCREENSHOTS) return;
  const size = page.viewportSize();
  for (const mode of ['light', 'dark']) {
    await page.evaluate((theme) => localStorage.setItem('theme', theme), mode);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await ready(page).first().waitFor();
      await page.waitForTimeout(500); // images and fonts settle
      await shot(page, `${name}-${width}-${mode}`);
    }
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  if (size) await page.setViewportSize(size);
  await page.reload();
  await ready(page).first().waitFor();
}

/** The page's console errors but card images' 404s (the card images are never reachable offline). */
const errorsOf = (recorded: RecordedPage) => recorded.consoleErrors.filter((error) => !error.includes('404'));

/** Fails with the values when the page shows an enum's value where its label belongs. */
async function expectLabelsOnly(page: Page) {
  expect(await rawEnumValuesOn(page)).toEqual([]);
}

describe('the words a user reads: labels for every enum, dates in en-GB', () => {
  let stack: TestStack;
  let browser: Browser;
  let adminPage: RecordedPage;
  let playerPage: RecordedPage;
  let api: Api;
  const admin = uniqueUser('ann');
  const player = uniqueUser('bob');
  let adminToken: string;
  let playerToken: string;
  let modeId: string;
  let gameId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    const viewport = { width: 1366, height: 900 };
    adminPage = await newPage(browser, stack.url, { viewport });
    playerPage = await newPage(browser, stack.url, { viewport });
    api = apiClient(stack.url);
    for (const user of [admin, player]) await registerUser(api, user);
    adminToken = await login(api, admin);
    playerToken = await login(api, player);
    const lob = setIdOf(await catalogSets(api, adminToken), 'LOB');
    const mode = await createMode(api, adminToken, { name: 'Words League', weeks: 2, setIds: [lob] });
    modeId = mode.id;
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('finds the enum values a text shows, and not their labels', () => {
    expect(rawEnumValuesIn('EVENLY_DISTRIBUTED, Fixed, TCG, REWARD_PACK x 1, COMPLETE')).toEqual([
      'EVENLY_DISTRIBUTED',
      'REWARD_PACK',
      'COMPLETE',
    ]);
    expect(rawEnumValuesIn('Evenly distributed, Reward pack x 1, Complete, TCG')).toEqual([]);
  });

  it('the mode page shows labels, and ?edit=true leaves the URL with edit mode', async () => {
    const a = adminPage.page;
    await loginInBrowser(a, admin, `/modes/progression-mode/${modeId}?edit=true`);
    const behaviour = a.getByRole('combobox', { name: 'Draft behaviour' });
    await behaviour.waitFor();
    expect(await behaviour.textContent()).toContain(labels.draftBehaviour.EVENLY_DISTRIBUTED);
    await expectLabelsOnly(a);
    await shotEverywhere(a, 'mode-edit', (page) => page.getByRole('combobox', { name: 'Draft behaviour' }));

    await a.getByRole('button', { name: 'Cancel' }).click();
    await a.getByRole('button', { name: 'Edit' }).waitFor();
    await a.waitForURL((url) => !url.search.includes('edit'));
    const steps = a.getByRole('table', { name: 'Draft steps' });
    await steps.getByRole('cell', { name: labels.draftBehaviour.EVENLY_DISTRIBUTED }).waitFor();
    await steps.getByRole('cell', { name: labels.rarityDistribution.FIXED }).waitFor();
    await a.getByText(`Standard · ${labels.cardPoolType.STANDARD}`).waitFor();
    await expectLabelsOnly(a);
    await shotEverywhere(a, 'mode-read', (page) => page.getByRole('button', { name: 'Edit' }));

    await a.getByRole('button', { name: 'Edit' }).click();
    await a.waitForURL((url) => url.search === '?edit=true');
    await a.getByRole('button', { name: 'Save' }).click();
    await a.getByRole('button', { name: 'Edit' }).waitFor();
    await a.waitForURL((url) => url.search === '');
    expect(errorsOf(adminPage)).toEqual([]);
  });

  it('the game wizard shows the draft configuration in words', async () => {
    const a = adminPage.page;
    await a.goto('/modes/overview');
    await a.getByRole('region', { name: 'Words League' }).getByRole('button', { name: 'Start Game' }).click();
    const overview = a.getByRole('region', { name: 'Overview of Words League' });
    await overview.getByRole('cell', { name: labels.draftBehaviour.EVENLY_DISTRIBUTED }).waitFor();
    await overview.getByRole('cell', { name: labels.rarityDistribution.FIXED }).waitFor();
    await expectLabelsOnly(a);
    await shot(a, 'wizard');
    await a.getByRole('button', { name: 'Next' }).click();
    await a.getByRole('button', { name: 'Next' }).click();
    await a.waitForURL(/\/games\/game\/[^/]+$/);
    gameId = new URL(a.url()).pathname.split('/')[3];

    const game = await ok<Game>(api, 'GET', `/rest/api/progression-game/${gameId}`, adminToken);
    await ok(api, 'PUT', `/rest/api/progression-game/invite?inviteCode=${game.inviteCode}`, playerToken);
    await ok(api, 'POST', `/rest/api/progression-game/${gameId}/week`, adminToken, { week: 1 });
  });

  it("the admin page lays out the spec's columns, with the chat bot on the left, in words and en-GB dates", async () => {
    const a = adminPage.page;
    await a.goto(`/games/game/${gameId}/admin`);
    const activeWeek = a.getByRole('region', { name: 'Active Week' });
    await activeWeek.getByText('Week 1', { exact: true }).waitFor();
    const game = await ok<Game>(api, 'GET', `/rest/api/progression-game/${gameId}`, adminToken);
    const banlist = game.weeks[0].banlist;
    if (banlist)
      await activeWeek
        .getByText(`${labels.banlistFormat[banlist.format]} banlist of ${formatDay(banlist.activeFrom)}`)
        .waitFor();

    const box = async (name: string) => (await a.getByRole('region', { name, exact: true }).boundingBox())!;
    const [week, custom, chatBot, drafts] = await Promise.all(
      ['Active Week', 'Custom Draft', 'Chat bot (Tristan)', 'Drafts of the players'].map(box),
    );
    const [matches, rewards, matchConfig] = await Promise.all(
      ['Matches', 'Reward Config', 'Game Match Config'].map(box),
    );
    for (const left of [custom, chatBot, drafts]) expect(left.x).toBe(week.x);
    expect(week.y < custom.y && custom.y < chatBot.y && chatBot.y < drafts.y).toBe(true);
    for (const right of [matches, rewards, matchConfig]) expect(right.x).toBeGreaterThan(week.x + week.width);
    expect(matches.y < rewards.y && rewards.y < matchConfig.y).toBe(true);
    await expectLabelsOnly(a);
    await shotEverywhere(a, 'admin', (page) => page.getByRole('region', { name: 'Chat bot (Tristan)' }));

    await a.goto(`/games/game/${gameId}/draft-admin`);
    await a.getByText(player.username).first().waitFor();
    await expectLabelsOnly(a);
    expect(errorsOf(adminPage)).toEqual([]);
  });

  it("the player's draft pages, banlist and packs pages show labels", async () => {
    const p = playerPage.page;
    await loginInBrowser(p, player, `/games/game/${gameId}/drafts`);
    const start = p.getByRole('button', { name: 'Start draft' }).first();
    await start.waitFor();
    await expectLabelsOnly(p);
    await start.click();
    await p.waitForURL(`**/games/game/${gameId}/draft/**`);
    await p.getByText('You will get 12 packs containing:').waitFor();
    await expectLabelsOnly(p);
    await shot(p, 'draft');

    await p.goto('/drafts/overview');
    await p
      .getByRole('heading', { name: 'Words League' })
      .or(p.getByText('Week 1 draft').first())
      .first()
      .waitFor();
    await expectLabelsOnly(p);

    await p.goto(`/games/game/${gameId}/banlist`);
    const game = await ok<Game>(api, 'GET', `/rest/api/progression-game/${gameId}`, playerToken);
    const banlist = game.weeks[0].banlist;
    if (banlist)
      await p
        .getByText(
          `${labels.banlistFormat[banlist.format]} list in force from ${formatDay(banlist.activeFrom)}`,
        )
        .waitFor();
    else await p.getByText('There is no active banlist for this week').waitFor();
    await expectLabelsOnly(p);
    await shotEverywhere(p, 'banlist', (page) => page.getByRole('heading', { name: 'Banlist' }));

    await p.goto(`/games/game/${gameId}/packs`);
    await p
      .getByRole('table', { name: 'Draft steps' })
      .getByRole('cell', { name: 'Evenly distributed' })
      .waitFor();
    await expectLabelsOnly(p);
    expect(errorsOf(playerPage)).toEqual([]);
  });

  it('the notification bell dates its notifications in en-GB', async () => {
    const p = playerPage.page;
    const list = await eventually('the week start notification', async () => {
      const response = await api.request<{ notifications: Notification[] }>(
        'GET',
        '/rest/api/notifications?limit=20',
        undefined,
        playerToken,
      );
      const found = response.body.notifications?.find((each) => each.kind === 'WEEK_STARTED');
      return found && response.body.notifications;
    });
    const started = list.find((each) => each.kind === 'WEEK_STARTED')!;
    await p.goto(`/games/game/${gameId}/overview`);
    await p.getByRole('button', { name: 'Notifications' }).click();
    const item = p.getByRole('menuitem', { name: started.message });
    await item.waitFor();
    expect(await item.locator('time').textContent()).toBe(formatDateTime(started.createdAt));
    expect(await item.textContent()).not.toMatch(/\b(AM|PM)\b/);
    await expectLabelsOnly(p);
    await shot(p, 'bell');
    await p.keyboard.press('Escape');
    expect(errorsOf(playerPage)).toEqual([]);
  });
});
