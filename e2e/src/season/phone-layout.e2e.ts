import type { SetCard } from '@progression/contracts';
import { messages } from '@progression/contracts/messages';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  apiClient,
  catalogSets,
  setIdOf,
  eventually,
  launchBrowser,
  login,
  loginInBrowser,
  newPage,
  ok,
  publishEvent,
  registerUser,
  screenshots,
  seriousViolations,
  startTestStack,
  uniqueUser,
  visit,
  type Api,
  type RecordedPage,
  type TestStack,
  type TestUser,
} from '../harness';

jest.setTimeout(600_000);

const shot = screenshots('phone-layout-');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface MatchRow {
  id: string;
  weekNum: number;
  firstPlayerId: string;
  secondPlayerId: string;
}

/** The element's box; it must be rendered. */
async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not rendered`);
  return box;
}

const intersect = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Fails with the names of the boxes that leave the screen's width or cover one another. */
function expectInViewAndApart(named: [string, Box][], viewportWidth: number) {
  const outside = named.filter(([, box]) => box.x < 0 || box.x + box.width > viewportWidth + 0.5);
  expect(outside.map(([name]) => name)).toEqual([]);
  const overlapping: string[] = [];
  for (let i = 0; i < named.length; i++)
    for (let j = i + 1; j < named.length; j++)
      if (intersect(named[i]![1], named[j]![1]))
        overlapping.push(
          `${named[i]![0]} ${JSON.stringify(named[i]![1])} / ${named[j]![0]} ${JSON.stringify(named[j]![1])}`,
        );
  expect(overlapping).toEqual([]);
}

const widths = [320, 390, 1366] as const;

describe('a player on a phone during a season: every control in reach, nothing on top of another', () => {
  let stack: TestStack;
  let browser: Browser;
  let api: Api;
  let player: RecordedPage;
  const [ann, bob, cat]: TestUser[] = [uniqueUser('ann'), uniqueUser('bob'), uniqueUser('cat')];
  const tokens = new Map<TestUser, string>();
  const playerIds = new Map<TestUser, string>();
  let gameId: string;
  const deckName = 'Phone deck';

  /** `winner` reports a win over `loser` in week 1. */
  async function win(winner: TestUser, loser: TestUser) {
    const { matches } = await ok<{ matches: MatchRow[] }>(
      api,
      'GET',
      `/rest/api/matches?game=${gameId}`,
      tokens.get(winner)!,
    );
    const pair = [playerIds.get(winner), playerIds.get(loser)];
    const match = matches.find(
      (each) => pair.includes(each.firstPlayerId) && pair.includes(each.secondPlayerId),
    )!;
    await ok(api, 'PUT', `/rest/api/matches/${match.id}`, tokens.get(winner)!, {
      winnerId: playerIds.get(winner),
    });
  }

  /** Opens the game's page `path` at `width` px, as a player moves to it in the app. */
  async function open(path: string, width: number) {
    const { page } = player;
    await page.setViewportSize({ width, height: 844 });
    await visit(page, `/games/game/${gameId}/${path}`);
  }

  /** Switches to the light or the dark theme as a player does, from the top bar's Settings menu. */
  async function showTheme(page: Page, mode: 'light' | 'dark') {
    const scheme = () => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
    if ((await scheme()) === mode) return;
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Dark theme' }).click();
    await page.waitForFunction(
      (wanted) => getComputedStyle(document.documentElement).colorScheme === wanted,
      mode,
    );
    const menu = page.getByRole('menu');
    if (await menu.isVisible()) await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  }

  /** Light and dark screenshots at each width (only with E2E_SCREENSHOTS) and axe-core in both themes. */
  async function checkThemes(path: string, width: number, ready: (page: Page) => Promise<unknown>) {
    await open(path, width);
    for (const theme of ['light', 'dark'] as const) {
      await showTheme(player.page, theme);
      await ready(player.page);
      expect(await seriousViolations(player.page)).toEqual([]);
      await shot(player.page, `${path}-${width}-${theme}`);
    }
  }

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    api = apiClient(stack.url);
    for (const user of [ann, bob, cat]) {
      await registerUser(api, user);
      tokens.set(user, await login(api, user));
    }
    const adminToken = tokens.get(ann)!;
    const lob = setIdOf(await catalogSets(api, adminToken), 'LOB');
    const mode = await ok<{ id: string; cardPools: unknown; banlistConfig: unknown; draftConfig: unknown }>(
      api,
      'POST',
      '/rest/api/progression-mode/new',
      adminToken,
    );
    await ok(api, 'PUT', `/rest/api/progression-mode/${mode.id}`, adminToken, {
      name: 'Phone League',
      created: '',
      cardPools: mode.cardPools,
      banlistConfig: mode.banlistConfig,
      draftConfig: mode.draftConfig,
      weeks: [1, 2].map((week) => ({ week, weekSets: [{ pool: 'Standard', setIds: [lob] }] })),
    });
    const game = await ok<{ id: string; inviteCode: string }>(
      api,
      'POST',
      '/rest/api/progression-game',
      adminToken,
      { modeId: mode.id },
    );
    gameId = game.id;
    for (const user of [bob, cat])
      await ok(
        api,
        'PUT',
        `/rest/api/progression-game/invite?inviteCode=${game.inviteCode}`,
        tokens.get(user)!,
      );
    for (const user of [ann, bob, cat])
      playerIds.set(
        user,
        (
          await ok<{ id: string }>(
            api,
            'GET',
            `/rest/api/game-player/user?gameId=${gameId}`,
            tokens.get(user)!,
          )
        ).id,
      );
    await ok(api, 'POST', `/rest/api/progression-game/${gameId}/week`, adminToken, { week: 1 });
    await eventually('week 1 matches', async () => {
      const response = await api.request<{ matches: MatchRow[] }>(
        'GET',
        `/rest/api/matches?game=${gameId}`,
        undefined,
        adminToken,
      );
      return response.status === 200 && response.body.matches.length === 3;
    });
    // Bob loses both his matches: the loss track's Booster pack at 2 is earned, granted at the next week start.
    await win(ann, bob);
    await win(cat, bob);
    await win(cat, ann);

    // Bob's deck, of four cards of his collection.
    const bobToken = tokens.get(bob)!;
    const pulled = (await ok<{ cards: SetCard[] }>(api, 'GET', `/rest/api/sets/${lob}/cards`, bobToken))
      .cards;
    await publishEvent(stack.natsUrl, 'draft.packs.opened', 'drafts', {
      version: 1,
      gameId,
      playerId: playerIds.get(bob)!,
      draftId: '64f000000000000000000001',
      week: 1,
      packIds: ['64f000000000000000000002'],
      cards: pulled.map((card) => ({
        cardId: card.cardId,
        setCardId: card.id,
        equivalentRarity: card.equivalentRarity,
      })),
    });
    const items = await eventually('the collection', async () => {
      const page = await ok<{ items: { card: { id: string; deckClassification: string } }[] }>(
        api,
        'POST',
        `/rest/api/collection?gameId=${gameId}`,
        bobToken,
        { pageSize: 100 },
      );
      return page.items.length > 10 ? page.items : undefined;
    });
    const mains = items.filter((item) => item.card.deckClassification === 'MAIN_DECK').slice(0, 4);
    await ok(api, 'POST', `/rest/api/deck?gameId=${gameId}`, bobToken, {
      name: deckName,
      cards: mains.map((item) => ({ cardId: item.card.id, quantity: 1, zone: 'MAIN_DECK' })),
    });

    player = await newPage(browser, stack.url, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      // axe-core is injected as an inline script, which the app's Content-Security-Policy refuses.
      bypassCSP: true,
    });
    await loginInBrowser(player.page, bob, `/games/game/${gameId}/overview`);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  describe.each(widths)('at %i px', (width) => {
    it('the top bar keeps every action on the screen, apart, in order and named; its badge covers nothing', async () => {
      await checkThemes('overview', width, (page) =>
        page.getByRole('banner').getByRole('button').first().waitFor(),
      );
      const { page } = player;
      const bar = page.getByRole('banner');
      const bell = bar.getByRole('button', { name: messages.notifications.title });
      // The week start told Bob of his drafts: the bell carries a count.
      const badge = bell.locator('xpath=following-sibling::span[1]');
      await badge.waitFor();
      const controls = bar.locator('a, button');
      const named: [string, Box][] = [];
      const names: string[] = [];
      for (const control of await controls.all()) {
        if (!(await control.isVisible())) continue;
        const name = (await control.getAttribute('aria-label')) ?? (await control.innerText()).trim();
        names.push(name);
        named.push([name, await boxOf(control)]);
      }
      // The badge sits on the bell's corner and on nothing else.
      const withBadge = named.filter(([name]) => name !== messages.notifications.title);
      withBadge.push(['bell badge', await boxOf(badge)]);
      const sections = width < 600 ? ['Sections'] : ['Games', 'Modes', 'Drafts'];
      expect(names).toEqual([
        'Menu',
        'Progression, welcome',
        ...sections,
        'Notifications',
        'Settings',
        'Account',
      ]);
      expectInViewAndApart(named, width);
      expectInViewAndApart(withBadge, width);

      // The keyboard meets them in the same order.
      await bar.getByRole('button', { name: 'Menu' }).focus();
      const focused: string[] = [];
      for (let step = 1; step < names.length; step++) {
        await page.keyboard.press('Tab');
        focused.push(
          await page.evaluate(
            () =>
              document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
          ),
        );
      }
      expect(focused).toEqual(names.slice(1));

      // Every section is reached from the phone's sections menu, by keyboard.
      if (width < 600) {
        const menuButton = bar.getByRole('button', { name: 'Sections' });
        await menuButton.focus();
        await page.keyboard.press('Enter');
        const items = page.getByRole('menuitemcheckbox');
        expect(await items.allInnerTexts()).toEqual(['Games', 'Modes', 'Drafts']);
        expect(await page.getByRole('menuitemcheckbox', { name: 'Games' }).getAttribute('aria-checked')).toBe(
          'true',
        );
        await page.getByRole('menuitemcheckbox', { name: 'Drafts' }).focus();
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/drafts\/overview$/);
      }
    });

    it("the decks page's title and actions stand apart, and a deck's cards stay inside its tile", async () => {
      await checkThemes('decks', width, (page) => page.getByTestId('deck-preview').waitFor());
      const { page } = player;
      expectInViewAndApart(
        [
          ['title', await boxOf(page.getByRole('heading', { level: 1, name: 'Your decks' }))],
          ['View collection', await boxOf(page.getByRole('button', { name: 'View collection' }))],
          ['Import', await boxOf(page.getByRole('button', { name: 'Import', exact: true }))],
        ],
        width,
      );
      const preview = page.getByTestId('deck-preview');
      const tile = preview.locator('xpath=ancestor::*[@aria-label][1]');
      expect(await tile.getAttribute('aria-label')).toBe(deckName);
      const tileBox = await boxOf(tile);
      const previewBox = await boxOf(preview);
      expect(previewBox.x + previewBox.width).toBeLessThanOrEqual(tileBox.x + tileBox.width);
      // What shows of each card (a card that does not fit is cut off whole) lies inside the tile.
      const shownCards = await preview.evaluate((element) => {
        const frame = element.getBoundingClientRect();
        return Array.from(element.children)
          .map((card) => card.getBoundingClientRect())
          .filter((card) => card.top < frame.bottom)
          .map((card) => ({ left: card.left, right: card.right }));
      });
      expect(shownCards.length).toBeGreaterThan(0);
      for (const card of shownCards) expect(card.right).toBeLessThanOrEqual(tileBox.x + tileBox.width);
    });

    it.each([
      ['stats', messages.matches.standingsTitle],
      ['matches', 'Matches'],
    ])(
      'the %s table shows its last column, or scrolls to it in a named region the keyboard reaches',
      async (path, caption) => {
        await checkThemes(path, width, (page) =>
          page.getByRole('table', { name: caption }).getByRole('row').nth(1).waitFor(),
        );
        const { page } = player;
        const table = page.getByRole('table', { name: caption });
        const lastHeader = table.getByRole('columnheader').last();
        const inView = async () => {
          const box = await boxOf(lastHeader);
          return box.x >= 0 && box.x + box.width <= width + 0.5;
        };
        if (!(await inView())) {
          const region = page.getByRole('region', { name: caption });
          expect(await region.getAttribute('tabindex')).toBe('0');
          await region.focus();
          for (let press = 0; press < 40 && !(await inView()); press++)
            await page.keyboard.press('ArrowRight');
        }
        expect(await inView()).toBe(true);
      },
    );

    it('the Rewards page says an earned loss reward comes at the next week start, then the next one', async () => {
      await checkThemes('rewards', width, (page) =>
        page.getByText(messages.rewards.earnedReward('Booster pack'), { exact: true }).waitFor(),
      );
      const { page } = player;
      await page.getByText(messages.rewards.nextReward(2, 'loss', 'Booster pack'), { exact: true }).waitFor();
      expect(player.consoleErrors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
    });
  });
});
