import { messages } from '@progression/contracts/messages';
import type { Browser, Page, Route } from 'playwright-core';
import {
  apiClient,
  launchBrowser,
  loginInBrowser,
  newPage,
  registerUser,
  startTestStack,
  uniqueUser,
  type TestStack,
} from '../harness';

// Starting a whole stack takes a while on a small machine.
jest.setTimeout(180_000);

/** How verify fails while the failure is on: a 429, a 500, or no answer at all. */
const failures: Record<string, (route: Route) => Promise<void>> = {
  'a 429': (route) =>
    route.fulfill({ status: 429, headers: { 'retry-after': '1' }, json: { message: 'Too many requests' } }),
  'a 500': (route) => route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
  'a network failure': (route) => route.abort('failed'),
};

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('jwt_token'));

describe('a session survives a server that cannot answer, and ends only when the server says so', () => {
  let stack: TestStack;
  let browser: Browser;
  const user = uniqueUser('session');

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    await registerUser(apiClient(stack.url), user);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it.each(Object.keys(failures))(
    'keeps the user on the page through %s on verify, and checks again until the server answers',
    async (failure) => {
      const { page, close } = await newPage(browser, stack.url);
      try {
        // The first two checks fail; the ones after reach the real server.
        let checks = 0;
        await page.route('**/authentication/verify', (route) => {
          checks += 1;
          return checks <= 2 ? failures[failure](route) : route.continue();
        });
        const token = await loginInBrowser(page, user, '/games/overview');

        // Asked again after 1 s, then 2 s: the third check is answered by the server.
        await page.waitForResponse(
          (response) => response.url().endsWith('/authentication/verify') && response.ok(),
          { timeout: 15_000 },
        );
        expect(checks).toBe(3);
        expect(new URL(page.url()).pathname).toBe('/games/overview');
        expect(await storedToken(page)).toBe(token);
        expect(await page.getByText(messages.errors.generic).count()).toBe(0);

        // The page works on: the sidebar leads to another page with the session intact.
        await page
          .getByRole('navigation', { name: 'Sections' })
          .getByRole('button', { name: 'Modes' })
          .click();
        await page.waitForURL('**/modes/overview');
        await page.getByRole('navigation', { name: 'Modes navigation' }).waitFor();
        expect(await storedToken(page)).toBe(token);
      } finally {
        await close();
      }
    },
  );

  it('logs the user out when verify answers 401', async () => {
    const { page, close } = await newPage(browser, stack.url);
    try {
      await page.route('**/authentication/verify', (route) =>
        route.fulfill({ status: 401, json: { message: 'You must be logged in' } }),
      );
      await loginInBrowser(page, user, '/games/overview');
      await page.waitForURL('**/login');
      await page.getByRole('form', { name: 'Login' }).waitFor();
      expect(await storedToken(page)).toBeNull();
    } finally {
      await close();
    }
  });
});
