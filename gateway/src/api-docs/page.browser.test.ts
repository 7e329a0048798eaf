import http from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { createLogger } from '@progression/service-kit';
import { launchBrowser, TEST_KEYS } from '@progression/service-kit/testing';
import { darkPalette, lightPalette } from '@progression/ui/palettes';
import { createGateway } from '../app';
import { readEnv } from '../env';

jest.setTimeout(120_000);

/** `#rrggbb` as the browser reports a computed colour. */
const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('the /api-docs page in a browser', () => {
  let server: http.Server;
  let url: string;
  let browser: Browser;

  beforeAll(async () => {
    const app = createGateway({ env: readEnv({ ...TEST_KEYS }), logger: createLogger('gateway', 'silent') });
    server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/api-docs`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  const open = async (width: number, colorScheme: 'light' | 'dark'): Promise<Page> => {
    const page = await browser.newPage({
      viewport: { width, height: 900 },
      colorScheme,
      reducedMotion: 'reduce',
    });
    await page.goto(url);
    return page;
  };
  // Expressions run in the page (the gateway is typed for Node, without the DOM's names).
  const inPage = (page: Page, expression: string) => page.evaluate(expression);
  const background = (page: Page) => inPage(page, 'getComputedStyle(document.body).backgroundColor');

  it.each([
    [1366, 'light'],
    [1366, 'dark'],
    [390, 'light'],
    [390, 'dark'],
  ] as const)('reads at %i px in the %s theme, nothing wider than the screen', async (width, scheme) => {
    const page = await open(width, scheme);
    await expect(page.getByRole('heading', { level: 1, name: 'Progression API' }).isVisible()).resolves.toBe(
      true,
    );
    expect(await background(page)).toBe(rgb((scheme === 'dark' ? darkPalette : lightPalette).background));
    expect(await inPage(page, 'document.documentElement.scrollWidth - window.innerWidth')).toBe(0);
    await page.close();
  });

  it('takes an area from the list to its operations', async () => {
    const page = await open(390, 'light');
    await page
      .getByRole('navigation', { name: 'Areas and operations' })
      .getByRole('link', { name: 'Decks', exact: true })
      .click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Decks', exact: true }).isVisible(),
    ).resolves.toBe(true);
    const createDeck = page.getByRole('article', { name: /POST \/rest\/api\/deck$/ });
    await createDeck.scrollIntoViewIfNeeded();
    await expect(createDeck.getByText('Create a deck in a game').isVisible()).resolves.toBe(true);
    await expect(createDeck.getByText('Needs a token').isVisible()).resolves.toBe(true);
    await page.close();
  });

  it("switches the theme and keeps the choice under the app's own key, across a reload", async () => {
    const page = await open(1366, 'light');
    await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
    expect(await background(page)).toBe(rgb(darkPalette.background));
    expect(await inPage(page, "localStorage.getItem('theme')")).toBe('dark');
    await page.reload();
    expect(await background(page)).toBe(rgb(darkPalette.background));
    await expect(page.getByRole('button', { name: 'Switch to the light theme' }).isVisible()).resolves.toBe(
      true,
    );
    await page.close();
  });
});
