import type { Browser, Page } from 'playwright-core';
import { messages } from '@progression/contracts';
import {
  apiClient,
  launchBrowser,
  login,
  loginInBrowser,
  newPage,
  ok,
  registerUser,
  screenshots,
  startTestStack,
  uniqueUser,
  type Api,
  type TestStack,
  type TestUser,
} from '../harness';

// A whole stack and a browser on a small machine.
jest.setTimeout(180_000);

const shot = screenshots('bookmark-');

interface GameReply {
  id: string;
  name: string;
  inviteCode: string;
}

const sidebarOf = (page: Page) => page.getByRole('navigation', { name: 'Games navigation' });
const selectedGameOf = (page: Page) => page.evaluate(() => localStorage.getItem('selected_game_id'));

/** The forbidden page, in words true whoever was refused (it is not told why): never "the selected game". */
async function expectForbiddenPage(page: Page): Promise<void> {
  await page.getByRole('heading', { name: messages.games.forbiddenTitle }).waitFor();
  await page.getByText(messages.games.forbiddenText).waitFor();
  expect(await page.getByRole('main').textContent()).not.toContain('selected game');
}

describe('a bookmarked game page opens as that game', () => {
  let stack: TestStack;
  let browser: Browser;
  let api: Api;
  let game: GameReply;
  const admin = uniqueUser('admin');
  const player = uniqueUser('player');
  const outsider = uniqueUser('outsider');

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    api = apiClient(stack.url);
    for (const user of [admin, player, outsider]) await registerUser(api, user);
    const adminToken = await login(api, admin);
    const mode = await ok<{ id: string }>(api, 'POST', '/rest/api/progression-mode/new', adminToken);
    game = await ok<GameReply>(api, 'POST', '/rest/api/progression-game', adminToken, {
      modeId: mode.id,
      settings: { givePriorDraftsToLateJoiners: false },
    });
    const invite = `/rest/api/progression-game/invite?inviteCode=${encodeURIComponent(game.inviteCode)}`;
    await ok(api, 'PUT', invite, await login(api, player));
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** Opens `path` in a fresh tab (empty storage: no game selected) as `user`. */
  async function openFresh(user: TestUser, path: string) {
    const recorded = await newPage(browser, stack.url);
    await loginInBrowser(recorded.page, user, path);
    return recorded;
  }

  it('shows the admin page to its admin, with the sidebar naming the game and offering Admin', async () => {
    const adminPath = `/games/game/${game.id}/admin`;
    const { page, close, consoleErrors } = await openFresh(admin, adminPath);
    try {
      await page.getByRole('button', { name: 'Start next week' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(adminPath);
      await sidebarOf(page)
        .getByRole('button', { name: new RegExp(game.name) })
        .waitFor();
      const adminEntry = sidebarOf(page).getByRole('link', { name: 'Admin' });
      await adminEntry.waitFor();
      expect(await adminEntry.getAttribute('aria-current')).toBe('page');
      expect(await selectedGameOf(page)).toBe(game.id);
      await shot(page, 'admin');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('selects the game of any bookmarked game page, so its sidebar entries lead there', async () => {
    const { page, close } = await openFresh(player, `/games/game/${game.id}/overview`);
    try {
      await sidebarOf(page)
        .getByRole('button', { name: new RegExp(game.name) })
        .waitFor();
      expect(await sidebarOf(page).getByRole('link', { name: 'Decks' }).getAttribute('href')).toBe(
        `/games/game/${game.id}/decks`,
      );
    } finally {
      await close();
    }
  });

  it('still refuses the admin page to a player who is not an admin', async () => {
    const { page, close } = await openFresh(player, `/games/game/${game.id}/admin`);
    try {
      await page.waitForURL('**/forbidden');
      await expectForbiddenPage(page);
      expect(await sidebarOf(page).getByRole('link', { name: 'Admin' }).count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('refuses a user who does not play in the game, and never selects it for them', async () => {
    const { page, close } = await openFresh(outsider, `/games/game/${game.id}/admin`);
    try {
      await page.waitForURL('**/forbidden');
      await expectForbiddenPage(page);
      await sidebarOf(page).getByRole('button', { name: 'Select a game' }).waitFor();
      expect(await selectedGameOf(page)).toBeNull();
      await shot(page, 'outsider-forbidden');
    } finally {
      await close();
    }
  });
});
