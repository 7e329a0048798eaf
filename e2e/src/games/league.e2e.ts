import type { Browser, Page } from 'playwright-core';
import {
  apiClient,
  launchBrowser,
  loginInBrowser,
  newPage,
  registerUser,
  startTestStack,
  uniqueUser,
  type RecordedPage,
  type TestStack,
  screenshots,
  catalogSets,
} from '../harness';

// A whole stack and two browsers on a small machine.
jest.setTimeout(600_000);

const shot = screenshots();

/** Chooses one set for a week's pool in the set picker dialog. */
async function chooseSet(page: Page, trigger: string, search: string, set: string): Promise<void> {
  await page.getByRole('button', { name: trigger }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox', { name: 'Search sets' }).fill(search);
  await dialog.getByRole('checkbox', { name: set, exact: true }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The flash message with this text. */
const flashOf = (page: Page, text: string) => page.getByText(text, { exact: true });

describe('a progression league from mode to week 1', () => {
  let stack: TestStack;
  let browser: Browser;
  let admin: RecordedPage;
  let player: RecordedPage;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    admin = await newPage(browser, stack.url);
    player = await newPage(browser, stack.url);
    await admin.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('lets an admin design a mode, start a game and week 1, and a player join it', async () => {
    const owner = uniqueUser('admin');
    const joiner = uniqueUser('player');
    const a = admin.page;
    const p = player.page;

    // The admin registers and logs in.
    await a.goto('/login');
    await a.getByRole('button', { name: 'Register' }).click();
    const registerForm = a.getByRole('form', { name: 'Register' });
    await registerForm.getByLabel('Username').fill(owner.username);
    await registerForm.getByLabel('Email').fill(owner.email);
    await registerForm.getByLabel('Password', { exact: true }).fill(owner.password);
    await registerForm.getByLabel('Confirm password').fill(owner.password);
    await registerForm.getByRole('button', { name: 'Register' }).click();
    const loginForm = a.getByRole('form', { name: 'Login' });
    await loginForm.getByLabel('Password').fill(owner.password);
    await loginForm.getByRole('button', { name: 'Login' }).click();
    await a.waitForURL((url) => url.pathname === '/');
    const ownerToken = await a.evaluate(() => localStorage.getItem('jwt_token'));
    await catalogSets(apiClient(stack.url), ownerToken ?? '');

    // A mode with two weeks of real sets and a draft step.
    await a.getByRole('button', { name: 'Modes', exact: true }).click();
    await a.getByRole('button', { name: 'New Mode' }).click();
    await a.getByRole('button', { name: 'Save' }).waitFor();
    await a.getByRole('textbox', { name: 'Mode name' }).fill('Duelist League');
    await chooseSet(
      a,
      'Choose sets for week 1 Standard',
      'Legend of Blue',
      'Legend of Blue Eyes White Dragon (LOB)',
    );
    await a.getByRole('button', { name: 'Add week' }).click();
    await chooseSet(a, 'Choose sets for week 2 Standard', 'Metal Raiders', 'Metal Raiders (MRD)');
    await a
      .getByRole('group', { name: 'Step 1' })
      .getByRole('combobox', { name: 'Draft behaviour' })
      .waitFor();
    await shot(a, 'mode-edit');
    await a.getByRole('button', { name: 'Save' }).click();
    await a.getByRole('button', { name: 'Edit' }).waitFor();
    await a.getByRole('heading', { name: 'Duelist League' }).waitFor();
    await shot(a, 'mode-read');

    // A game from it, through the wizard.
    await a.getByRole('button', { name: 'Back to my modes' }).click();
    const modeCard = a.getByRole('region', { name: 'Duelist League' });
    await shot(a, 'modes-overview');
    await modeCard.getByRole('button', { name: 'Start Game' }).click();
    await a.getByRole('region', { name: 'Overview of Duelist League' }).waitFor();
    await shot(a, 'wizard-mode');
    await a.getByRole('button', { name: 'Next' }).click();
    await a.getByRole('checkbox', { name: 'Give players who join mid game all prior drafts?' }).click();
    await a.getByRole('button', { name: 'Next' }).click();
    await a.getByText('Creating game...').waitFor();
    await a.waitForURL(/\/games\/game\/[^/]+$/);
    const gameId = new URL(a.url()).pathname.split('/')[3];
    await a
      .getByText('This game has not been started yet, but you can still invite players to the game')
      .waitFor();
    await shot(a, 'game-before-start');

    // The admin copies the invite code.
    await a.getByRole('button', { name: /^Copy invite code / }).click();
    await flashOf(a, 'Copied game invite code to clipboard').waitFor();
    const inviteCode = await a.evaluate(() => navigator.clipboard.readText());
    expect(inviteCode).toMatch(/\S{6,}/);

    // The second user joins with it, after trying a wrong code.
    await registerUser(apiClient(stack.url), joiner);
    // The second user plays in the dark theme, so both themes are driven.
    await p.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await loginInBrowser(p, joiner, '/games/overview');
    await p.getByRole('button', { name: 'Join game' }).click();
    const joinDialog = p.getByRole('dialog', { name: 'Join game' });
    await joinDialog.getByRole('textbox', { name: 'Invite code' }).fill('NOSUCHCODE');
    await joinDialog.getByRole('img', { name: 'No game has this invite code' }).waitFor();
    await joinDialog.getByRole('button', { name: 'Join game' }).click();
    await flashOf(p, 'Could not find a game with that code').waitFor();
    await joinDialog.getByRole('textbox', { name: 'Invite code' }).fill(inviteCode);
    await joinDialog.getByRole('img', { name: 'Invite code found' }).waitFor();
    await shot(p, 'join-dialog');
    await joinDialog.getByRole('button', { name: 'Join game' }).click();
    await flashOf(p, 'Joined game Duelist League successfully').waitFor();
    await p.getByRole('button', { name: /^Duelist League / }).waitFor();
    await shot(p, 'games-overview');

    // The admin starts week 1 from the admin page.
    await a.reload();
    await a
      .getByRole('navigation', { name: 'Games navigation' })
      .getByRole('link', { name: 'Admin' })
      .click();
    await a.waitForURL(`**/games/game/${gameId}/admin`);
    await a.getByRole('button', { name: 'Start next week' }).click();
    const weekDialog = a.getByRole('dialog', { name: 'Start next week' });
    await weekDialog.getByText('The next week is ready to start').waitFor();
    await shot(a, 'start-next-week');
    await weekDialog.getByRole('button', { name: 'Start week 1' }).click();
    await weekDialog.waitFor({ state: 'detached' });
    await a.getByRole('region', { name: 'Active Week' }).getByText('Week 1', { exact: true }).waitFor();

    // Both see the game started, with the week's banlist.
    for (const page of [a, p]) {
      if (page === p) await p.getByRole('button', { name: /^Duelist League / }).click();
      else await a.getByRole('link', { name: 'Overview' }).click();
      await page.waitForURL(`**/games/game/${gameId}/overview`);
      await page.getByRole('heading', { name: 'Week 1' }).waitFor();
      await page.getByRole('link', { name: 'Banlist' }).click();
      await page.waitForURL(`**/games/game/${gameId}/banlist`);
      await page.getByRole('heading', { name: 'Forbidden' }).waitFor();
      await page.getByRole('heading', { name: 'Limited', exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Semi-limited' }).waitFor();
      expect(
        await page.getByRole('list', { name: 'Limited', exact: true }).getByRole('listitem').count(),
      ).toBeGreaterThan(0);
    }
    await shot(p, 'banlist');

    // A player who is not an admin is refused the admin page.
    await expect(
      p.getByRole('navigation', { name: 'Games navigation' }).getByRole('link', { name: 'Admin' }).count(),
    ).resolves.toBe(0);
    await p.goto(`/games/game/${gameId}/admin`);
    await p.waitForURL('**/forbidden');
    await p.getByRole('heading', { name: 'You cannot open this page' }).waitFor();

    expect(admin.consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
    expect(player.failedRequests).toEqual([]);
  });
});
