import type { Browser } from 'playwright-core';
import {
  apiClient,
  launchBrowser,
  login,
  loginInBrowser,
  newPage,
  registerUser,
  startTestStack,
  uniqueUser,
  type Api,
  type RecordedPage,
  type TestStack,
  type TestUser,
  ok,
  catalogSets,
} from '../harness';

// A whole stack and two browser contexts on a small machine.
jest.setTimeout(600_000);

describe("notifications: the bell, live in another player's browser", () => {
  let stack: TestStack;
  let browser: Browser;
  let adminPage: RecordedPage;
  let playerPage: RecordedPage;
  let api: Api;
  const admin: TestUser = uniqueUser('admin');
  const player: TestUser = uniqueUser('player');
  let gameId: string;
  let adminToken: string;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    adminPage = await newPage(browser, stack.url);
    playerPage = await newPage(browser, stack.url);
    api = apiClient(stack.url);
    await registerUser(api, admin);
    await registerUser(api, player);
    adminToken = await login(api, admin);
    const playerToken = await login(api, player);
    const sets = await catalogSets(api, adminToken);
    const lob = sets.find((set) => set.setCode === 'LOB');
    if (!lob) throw new Error('No set LOB');

    // A one-week mode whose week gives a draft of 2 LOB packs; the game, and the player joins it.
    const mode = await ok<{ id: string; cardPools: unknown; banlistConfig: unknown }>(
      api,
      'POST',
      '/rest/api/progression-mode/new',
      adminToken,
    );
    await ok(api, 'PUT', `/rest/api/progression-mode/${mode.id}`, adminToken, {
      name: 'Bell League',
      created: '',
      cardPools: mode.cardPools,
      banlistConfig: mode.banlistConfig,
      weeks: [{ week: 1, weekSets: [{ pool: 'Standard', setIds: [lob.id] }] }],
      draftConfig: {
        steps: [
          {
            numPacks: 2,
            pool: 'Standard',
            draftBehaviour: 'EVENLY_DISTRIBUTED',
            rarityDistribution: 'FIXED',
          },
        ],
      },
    });
    const game = await ok<{ id: string; inviteCode: string }>(
      api,
      'POST',
      '/rest/api/progression-game',
      adminToken,
      {
        modeId: mode.id,
      },
    );
    gameId = game.id;
    await ok(api, 'PUT', `/rest/api/progression-game/invite?inviteCode=${game.inviteCode}`, playerToken);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it("shows the admin's week start in the player's bell without a reload, and its link opens the week's draft", async () => {
    const a = adminPage.page;
    const p = playerPage.page;
    // The admin's bell already says a player joined.
    await loginInBrowser(a, admin, `/games/game/${gameId}/overview`);
    await a.getByText('1 unread notification').waitFor();

    // The player has the overview open; nothing yet.
    await loginInBrowser(p, player, `/games/game/${gameId}/overview`);
    await p.getByRole('main').getByText('Not started', { exact: true }).waitFor();
    await p.getByRole('button', { name: 'Notifications' }).click();
    await p.getByRole('menuitem', { name: 'You have no notifications' }).waitFor();
    await p.keyboard.press('Escape');

    // The admin starts week 1 (the admin page's own flow is the games tests'; here only its effect counts).
    await ok(api, 'POST', `/rest/api/progression-game/${gameId}/week`, adminToken, { week: 1 });

    // The player's bell shows it (no reload), and the overview shows the week's draft.
    const started = 'Week 1 of Bell League has started: new drafts and matches are waiting for you';
    await p.getByText('1 unread notification').waitFor({ timeout: 30_000 });
    await p
      .getByRole('region', { name: 'Drafts' })
      .getByText('Last draft: week 1')
      .waitFor({ timeout: 30_000 });
    // The week's notification links to the draft once the draft exists (it comes round again then).
    for (let attempt = 1; ; attempt += 1) {
      await p.getByRole('button', { name: 'Notifications' }).click();
      await p.getByRole('menuitem', { name: new RegExp(`^${started}`) }).click();
      const opened = await p
        .waitForURL(`**/games/game/${gameId}/draft/**`, { timeout: 5000 })
        .then(() => true)
        .catch(() => false);
      if (opened) break;
      if (attempt === 5) throw new Error('The notification never opened the draft');
    }
    await p.getByText('You will get 2 packs containing:').waitFor();

    // Opened, it is read: the badge is gone; mark all as read clears the admin's too.
    await p.getByRole('button', { name: 'Notifications' }).waitFor();
    expect(await p.getByText('1 unread notification').count()).toBe(0);
    await a.getByRole('button', { name: 'Notifications' }).click();
    await a.getByRole('menuitem', { name: 'Mark all as read' }).click();
    await a.getByText(/unread notification/).waitFor({ state: 'detached' });

    expect(playerPage.consoleErrors).toEqual([]);
    expect(adminPage.consoleErrors).toEqual([]);
  });
});
