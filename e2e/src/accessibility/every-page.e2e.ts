import { writeFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  apiClient,
  launchBrowser,
  loginInBrowser,
  newPage,
  screenshots,
  smallTargets,
  startTestStack,
  uniqueUser,
  visit,
  wcagViolations,
  type Api,
  type RecordedPage,
  type TestStack,
  type TestUser,
} from '../harness';
import { leagueWithEveryPage, type PageToCheck } from './league';

// One stack and every page in two themes on a small machine.
jest.setTimeout(900_000);

const shot = screenshots('every-page-');

/** What a page showed that it should not: axe-core's violations, sideways scroll, a wrong title. */
interface Finding {
  page: string;
  problems: string[];
}

/** How far the page scrolls sideways at the current width (0 when it does not). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Waits for the page's heading and for whatever its content still loads. */
async function settled(page: Page): Promise<boolean> {
  const heading = await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  await page
    .waitForFunction(() => !document.querySelector('main [role="progressbar"]'), undefined, {
      timeout: 15_000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(300);
  return heading;
}

describe('every page on a phone and a tablet, in both themes: reachable, no sideways scroll, titled, no WCAG 2.1 AA violation', () => {
  let stack: TestStack;
  let browser: Browser;
  let api: Api;
  let player: RecordedPage;
  const ann: TestUser = uniqueUser('ann');
  const bob: TestUser = uniqueUser('bob');
  let pages: PageToCheck[];
  let gameId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    api = apiClient(stack.url);
    ({ pages, gameId } = await leagueWithEveryPage(stack, api, ann, bob));

    player = await newPage(browser, stack.url, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      // axe-core is injected as an inline script, which the app's Content-Security-Policy refuses.
      bypassCSP: true,
    });
    await player.page.addInitScript((id) => localStorage.setItem('selected_game_id', id), gameId);
    await loginInBrowser(player.page, ann, `/games/game/${gameId}/overview`);
    await settled(player.page);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('no page scrolls sideways at 360, 390 and 768 px, is titled for itself and has no axe-core violation in either theme', async () => {
    const { page } = player;
    const findings: Finding[] = [];
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
      for (const [index, { name, path, title }] of pages.entries()) {
        const problems: string[] = [];
        await page.setViewportSize({ width: 390, height: 844 });
        // The app reads the theme when it loads: the theme's first page is loaded, the rest are reached in
        // the app, as a player moves between them.
        if (index === 0) await page.goto(path);
        else await visit(page, path);
        if (!(await settled(page))) problems.push('no h1');
        problems.push(...(await wcagViolations(page)));
        if (theme === 'light') {
          if ((await page.title()) !== title) problems.push(`title "${await page.title()}", not "${title}"`);
          const small = await smallTargets(page);
          if (small.length) problems.push(`targets under 24 px: ${small.slice(0, 8).join(', ')}`);
          for (const width of [360, 390, 768]) {
            await page.setViewportSize({ width, height: 844 });
            await page.waitForTimeout(150);
            const extra = await sidewaysScroll(page);
            if (extra > 0) problems.push(`scrolls ${extra} px sideways at ${width} px`);
            await shot(page, `${name}-${width}-${theme}`);
          }
        } else await shot(page, `${name}-390-${theme}`);
        if (problems.length) findings.push({ page: `${path} (${theme})`, problems });
        if (process.env.E2E_FINDINGS)
          writeFileSync(process.env.E2E_FINDINGS, JSON.stringify(findings, null, 2));
      }
    }
    expect(findings).toEqual([]);
  });

  /** The element that has the keyboard's focus: its tag and text. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active ? `${active.tagName.toLowerCase()} ${(active.textContent ?? '').trim()}` : '';
    });
  const waitForFocusOn = (page: Page, tag: string, text: string) =>
    page
      .waitForFunction(
        ([tag, text]) =>
          document.activeElement?.tagName.toLowerCase() === tag &&
          document.activeElement.textContent?.trim() === text,
        [tag, text],
        { timeout: 15_000 },
      )
      .catch(async () => expect(await focused(page)).toBe(`${tag} ${text}`));

  it('a keyboard user meets the skip link first, and the page heading after every navigation', async () => {
    const { page } = player;
    await page.setViewportSize({ width: 1366, height: 844 });
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.goto(`/games/game/${gameId}/overview`);
    await settled(page);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a Skip to content');
    await page.keyboard.press('Enter');
    await waitForFocusOn(page, 'h1', 'Phone League');

    await page
      .getByRole('navigation', { name: 'Games navigation' })
      .getByRole('link', { name: 'Collection' })
      .click();
    await waitForFocusOn(page, 'h1', 'Collection');
    await page.getByRole('banner').getByRole('button', { name: 'Modes' }).click();
    await waitForFocusOn(page, 'h1', 'My modes');
    await page.goBack();
    await waitForFocusOn(page, 'h1', 'Collection');
  });

  it('on a phone every page of the game is in the menu, and the card sheet closes', async () => {
    const { page } = player;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/games/game/${gameId}/overview`);
    await settled(page);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Sidebar' });
    const navigation = menu.getByRole('navigation', { name: 'Games navigation' });
    // The sheet arrives a moment after the press the first time (the design system fetches it then).
    await navigation.waitFor();
    const entries = await navigation.getByRole('link').allInnerTexts();
    for (const entry of [
      'Overview',
      'Matches',
      'Stats',
      'Drafts',
      'Rewards',
      'Decks',
      'Collection',
      'Banlist',
      'Packs',
      'Admin',
    ])
      expect(entries).toContain(entry);
    await menu.getByRole('link', { name: 'Collection' }).click();
    await menu.waitFor({ state: 'hidden' });
    await waitForFocusOn(page, 'h1', 'Collection');

    // A card's details open in a sheet over the page, which its close button closes.
    const tile = page.getByRole('list', { name: 'Collection' }).getByRole('button').first();
    await tile.click();
    const sheet = page.getByRole('dialog', { name: 'Card details' });
    await sheet.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).not.toBeNull();
  });

  it('after an action the focus stays on the page, and every card a draft gave can be focused', async () => {
    const { page } = player;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/games/game/${gameId}/drafts`);
    await settled(page);
    await page
      .getByRole('region', { name: 'Week 2 draft' })
      .getByRole('button', { name: 'Start draft' })
      .click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('button', { name: 'Open all packs' }).click();
    const cards = page.getByRole('list', { name: 'Stage 1 cards' }).getByRole('figure');
    await cards.first().waitFor();
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    await cards.first().focus();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('FIGURE');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('FIGURE');
    expect(await wcagViolations(page)).toEqual([]);
  });

  /** Whether two boxes on the screen do not overlap (the preview never hides the card it shows). */
  const apart = async (one: Locator, other: Locator) => {
    const [a, b] = [await one.boundingBox(), await other.boundingBox()];
    if (!a || !b) return false;
    return a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  };

  it('a card shows its preview on hover and on focus, beside it; the search filters as the player types; a pack marks the new cards', async () => {
    const { page } = player;
    await page.setViewportSize({ width: 1366, height: 844 });
    await page.goto(`/games/game/${gameId}/collection`);
    await settled(page);
    const list = page.getByRole('list', { name: 'Collection' });
    const tile = list.getByRole('button').first();
    const preview = page.getByTestId('card-preview');
    await tile.hover();
    await preview.waitFor();
    expect(await apart(tile, preview)).toBe(true);
    await shot(page, 'card-preview-hover-1366-light');
    await page.mouse.move(1, 1, { steps: 5 });
    await preview.waitFor({ state: 'hidden' });
    await tile.focus();
    await preview.waitFor();
    expect(await apart(tile, preview)).toBe(true);
    expect(await wcagViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).not.toBeNull();

    // On a phone the preview opens beside the card too, within the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await tile.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await preview.waitFor();
    const box = await preview.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await apart(tile, preview)).toBe(true);
    await shot(page, 'card-preview-focus-390-light');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1366, height: 844 });

    // The search above the list filters as the player types.
    const all = await list.getByRole('button').count();
    await page.getByRole('searchbox', { name: 'Search cards' }).pressSequentially('Blue-Eyes');
    await list
      .getByRole('button', { name: /^Blue-Eyes White Dragon, \d+ owned$/ })
      .first()
      .waitFor();
    await page.waitForFunction(
      (all) => document.querySelectorAll('[aria-label="Collection"] button').length < all,
      all,
    );
    await shot(page, 'card-search-1366-light');

    // Bob owns nothing yet: his first pack's cards are all new, each with the copies he now owns.
    const bobPage = await newPage(browser, stack.url, {
      viewport: { width: 1366, height: 844 },
      bypassCSP: true,
    });
    try {
      const { page: bobs } = bobPage;
      // Bob plays in the dark theme.
      await bobs.addInitScript((id) => {
        localStorage.setItem('selected_game_id', id);
        localStorage.setItem('theme', 'dark');
      }, gameId);
      await loginInBrowser(bobs, bob, `/games/game/${gameId}/drafts`);
      await bobs
        .getByRole('region', { name: 'Week 1 draft' })
        .getByRole('button', { name: 'Start draft' })
        .click();
      await bobs.getByRole('button', { name: 'Start', exact: true }).click();
      await bobs.getByRole('button', { name: 'Flip cards' }).click();
      await bobs.getByText('Pack 1 gave you:').waitFor();
      const pulled = bobs.getByRole('list', { name: 'Pack 1 cards' }).getByRole('figure');
      const count = await pulled.count();
      expect(count).toBeGreaterThan(0);
      expect(await pulled.filter({ hasText: 'New' }).count()).toBe(count);
      for (const name of await pulled.evaluateAll((figures) => figures.map((figure) => figure.ariaLabel)))
        expect(name).toMatch(/, New, Owned \d+$/);
      await pulled.first().hover();
      await bobs.getByTestId('card-preview').filter({ hasText: 'Owned' }).waitFor();
      await shot(bobs, 'pack-new-cards-1366-dark');
      expect(await wcagViolations(bobs)).toEqual([]);
    } finally {
      await bobPage.page.context().close();
    }
  });
});
