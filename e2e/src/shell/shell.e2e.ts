import type { Browser } from 'playwright-core';
import {
  launchBrowser,
  newPage,
  startTestStack,
  uniqueUser,
  type RecordedPage,
  type TestStack,
} from '../harness';

// Starting a whole stack takes a while on a small machine.
jest.setTimeout(180_000);

describe('the shell, driven as a user', () => {
  let stack: TestStack;
  let browser: Browser;
  let recorded: RecordedPage;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    recorded = await newPage(browser, stack.url);
  });
  afterAll(async () => {
    await recorded?.close();
    await browser?.close();
    await stack?.stop();
  });

  const user = uniqueUser('shell');

  it('sends a visitor without a session to /login', async () => {
    const { page } = recorded;
    await page.goto('/welcome');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
  });

  it('refuses a registration that breaks a rule and says why', async () => {
    const { page } = recorded;
    await page.getByRole('button', { name: 'Register' }).click();
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Username').fill('ab');
    await form.getByLabel('Email').fill(user.email);
    await form.getByLabel('Password', { exact: true }).fill(user.password);
    await form.getByLabel('Confirm password').fill('something else');
    await form.getByLabel('Username').focus();
    await page.getByRole('alert').filter({ hasText: 'Password do not match' }).first().waitFor();
    await form.getByRole('button', { name: 'Register' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'A username must be at least 3 character' })
      .first()
      .waitFor();
  });

  it('registers and returns to login with the username filled in', async () => {
    const { page } = recorded;
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Username').fill(user.username);
    await form.getByLabel('Confirm password').fill(user.password);
    await form.getByRole('button', { name: 'Register' }).click();
    const login = page.getByRole('form', { name: 'Login' });
    await login.waitFor();
    expect(await login.getByLabel('Username').inputValue()).toBe(user.username);
  });

  it('logs in and shows the shell: top bar and the Games sidebar', async () => {
    const { page } = recorded;
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Password').fill(user.password);
    await login.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeTruthy();
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    for (const section of ['Games', 'Modes', 'Drafts']) {
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('button', { name: section })
        .waitFor();
    }
    const sidebar = page.getByRole('navigation', { name: 'Games navigation' });
    await sidebar.getByRole('link', { name: 'My Games' }).waitFor();
    await sidebar.getByRole('link', { name: 'Collection' }).waitFor();
    // Logging in is a move inside the app: the keyboard lands on the new page's heading, not the body.
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  });

  it('below 900 px shows the sidebar as a drawer that the menu button opens and an entry closes', async () => {
    const { page } = recorded;
    await page.setViewportSize({ width: 700, height: 800 });
    const sidebar = page.getByRole('navigation', { name: 'Games navigation' });
    await sidebar.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Sidebar' }).waitFor();
    await sidebar.getByRole('link', { name: 'My Games' }).click();
    await page.waitForURL('**/games/overview');
    await page.getByRole('dialog', { name: 'Sidebar' }).waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await sidebar.waitFor();
  });

  it('switches to the dark theme and keeps it after a reload', async () => {
    const { page } = recorded;
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Dark theme' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.getByRole('button', { name: 'Settings' }).click();
    const darkTheme = page.getByRole('menuitemcheckbox', { name: 'Dark theme' });
    expect(await darkTheme.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');
    await darkTheme.waitFor({ state: 'detached' });
    const logo = page.getByRole('link', { name: 'Progression, welcome' }).locator('img');
    expect(await logo.getAttribute('src')).toBe('/images/icon-dark.png');
  });

  it('logs out: the token is removed and the login page shows', async () => {
    const { page } = recorded;
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
  });

  it('sends a user whose token has become invalid to /login', async () => {
    const { page } = recorded;
    await page.evaluate(() => localStorage.setItem('jwt_token', 'not-a-valid-token'));
    await page.goto('/welcome');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
  });
});
