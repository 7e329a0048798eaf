import {
  labels,
  messages,
  type DraftTableView,
  type SetCard,
  type TableLogResponse,
} from '@progression/contracts';
import type { Browser, Page } from 'playwright-core';
import {
  apiClient,
  catalogSets,
  createGame,
  eventually,
  launchBrowser,
  login,
  loginInBrowser,
  newPage,
  ok,
  rawEnumValuesOn,
  registerUser,
  screenshots,
  setIdOf,
  smallTargets,
  startTestStack,
  uniqueUser,
  wcagViolations,
  type Api,
  type RecordedPage,
  type TestStack,
} from '../harness';

// One stack, a first card import and two browsers on a small machine.
jest.setTimeout(180_000);

const shot = screenshots('booster-draft-');
const text = messages.boosterDraft;

/** The player's week 1 draft, once the week's event has made it. */
async function weekDraftId(api: Api, token: string, gameId: string): Promise<string> {
  return eventually(
    'the week 1 draft',
    async () => {
      const response = await api.request<{ drafts: { id: string }[] }>(
        'GET',
        `/rest/api/pack-draft?gameId=${gameId}`,
        undefined,
        token,
      );
      return response.status === 200 ? response.body.drafts[0]?.id : undefined;
    },
    { timeoutMs: 60_000, everyMs: 300 },
  );
}

const pickButtons = (page: Page) => page.getByRole('list', { name: text.packHeading }).getByRole('button');
const tableDone = (page: Page) => page.getByText(text.completeInfo);

/** The focused element's accessible name, when it is a card of the pack. */
const focusedPick = (page: Page) =>
  page.evaluate((packName) => {
    const focused = document.activeElement;
    const inPack = focused?.closest('ul')?.getAttribute('aria-label') === packName;
    return inPack ? (focused?.getAttribute('aria-label') ?? '') : '';
  }, text.packHeading);

/**
 * One pick by mouse: a click on the pack's first card; false when no pack is in front of the player, or
 * while their last pick is still on its way (the cards wait for it). The click never waits long: the pack
 * may move on meanwhile, and the next one may need the other player's pick, which this loop makes next.
 */
async function pickByClick(page: Page): Promise<boolean> {
  const card = pickButtons(page).first();
  if (!(await card.isVisible()) || !(await card.isEnabled())) return false;
  return card.click({ timeout: 2_000 }).then(
    () => true,
    () => false,
  );
}

/**
 * One pick by keyboard only: Tab to a card of the pack (after a pick the focus is already on the next
 * pack's first card) and Enter; false when no card is focused and none can be reached.
 */
async function pickByKeyboard(page: Page): Promise<boolean> {
  if (!(await pickButtons(page).first().isVisible())) return false;
  for (let tabs = 0; !(await focusedPick(page)) && tabs < 30; tabs += 1) await page.keyboard.press('Tab');
  if (!(await focusedPick(page))) return false;
  await page.keyboard.press('Enter');
  return true;
}

/** The cards a player picked, as counts per card name. */
function countsByName(picks: readonly SetCard[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const pick of picks) counts.set(pick.card.name, (counts.get(pick.card.name) ?? 0) + 1);
  return counts;
}

describe('booster draft: two players and bots pick and pass until the packs are empty', () => {
  let stack: TestStack;
  let browser: Browser;
  let api: Api;
  let mouse: RecordedPage;
  let keyboard: RecordedPage;
  const alice = uniqueUser('alice');
  const bob = uniqueUser('bob');
  let tokens: { alice: string; bob: string };
  let gameId: string;
  let drafts: { alice: string; bob: string };

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    api = apiClient(stack.url);
    await registerUser(api, alice);
    await registerUser(api, bob);
    tokens = { alice: await login(api, alice), bob: await login(api, bob) };
    const sets = await catalogSets(api, tokens.alice);

    // Week 1 is a booster draft of one LOB pack per seat, 30 seconds a pick, bots filling 4 seats.
    const mode = await ok<{ id: string; cardPools: unknown; banlistConfig: unknown }>(
      api,
      'POST',
      '/rest/api/progression-mode/new',
      tokens.alice,
    );
    await ok(api, 'PUT', `/rest/api/progression-mode/${mode.id}`, tokens.alice, {
      name: 'Booster League',
      created: '',
      cardPools: mode.cardPools,
      banlistConfig: mode.banlistConfig,
      weeks: [{ week: 1, weekSets: [{ pool: 'Standard', setIds: [setIdOf(sets, 'LOB')] }] }],
      draftConfig: {
        steps: [
          {
            numPacks: 1,
            pool: 'Standard',
            draftBehaviour: 'BOOSTER_DRAFT',
            rarityDistribution: 'RANDOM',
            pickSeconds: 30,
            minimumSeats: 4,
          },
        ],
      },
    });
    gameId = (await createGame(api, tokens.alice, mode.id, [tokens.bob])).id;
    await ok(api, 'POST', `/rest/api/progression-game/${gameId}/week`, tokens.alice, { week: 1 });
    drafts = {
      alice: await weekDraftId(api, tokens.alice, gameId),
      bob: await weekDraftId(api, tokens.bob, gameId),
    };
    mouse = await newPage(browser, stack.url, { viewport: { width: 1366, height: 900 }, bypassCSP: true });
    keyboard = await newPage(browser, stack.url, { viewport: { width: 390, height: 844 }, bypassCSP: true });
    // The keyboard player drafts on a phone's width in the dark theme, the other on a laptop in the light.
    await keyboard.page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('drafts the table to the end, one player by mouse and one by keyboard only, into both collections', async () => {
    const tablePath = (draftId: string) => `/games/game/${gameId}/draft/${draftId}/table`;
    await loginInBrowser(mouse.page, alice, tablePath(drafts.alice));
    await loginInBrowser(keyboard.page, bob, tablePath(drafts.bob));
    await pickButtons(mouse.page).first().waitFor();
    await mouse.page.getByText(text.passLeft).waitFor();
    expect(await wcagViolations(mouse.page)).toEqual([]);
    expect(await rawEnumValuesOn(mouse.page)).toEqual([]);
    await shot(mouse.page, 'table-1366');

    // A pick shows at the other seats live, through the notifications stream: bob's page (its fallback
    // read is every 15 s) shows alice's first pick within a few seconds, without a reload.
    await pickButtons(keyboard.page).first().waitFor();
    expect(await pickByClick(mouse.page)).toBe(true);
    await keyboard.page
      .getByRole('list', { name: text.seatsHeading })
      .getByRole('listitem')
      .filter({ hasText: alice.username })
      .getByText(text.picksMade(1))
      .waitFor({ timeout: 5_000 });

    // Both pick whenever a pack is in front of them, until the table completes; nobody reloads the page.
    let screenshotTaken = false;
    await eventually(
      'the table to complete',
      async () => {
        await pickByClick(mouse.page);
        if (await pickByKeyboard(keyboard.page)) {
          if (!screenshotTaken) {
            expect(await wcagViolations(keyboard.page)).toEqual([]);
            expect(await smallTargets(keyboard.page)).toEqual([]);
            expect(
              await keyboard.page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
            ).toBe(0);
            await shot(keyboard.page, 'table-390-dark');
            screenshotTaken = true;
          }
        }
        return (await tableDone(mouse.page).isVisible()) && (await tableDone(keyboard.page).isVisible());
      },
      { timeoutMs: 90_000, everyMs: 100 },
    );

    // The log says who picked and how: the bots' picks are among them.
    const log = mouse.page.getByRole('table', { name: text.logHeading });
    await log.waitFor();
    expect(await log.getByText(labels.pickMethod.BOT).count()).toBeGreaterThan(0);
    expect(await wcagViolations(mouse.page)).toEqual([]);
    expect(await rawEnumValuesOn(mouse.page)).toEqual([]);
    await shot(mouse.page, 'complete-1366');
    await keyboard.page.getByRole('table', { name: text.logHeading }).waitFor();
    expect(await wcagViolations(keyboard.page)).toEqual([]);
    await shot(keyboard.page, 'complete-390-dark');

    // The game's admin sees the table complete, every seat's picks made.
    await mouse.page.goto(`/games/game/${gameId}/draft-admin`);
    const tableCard = mouse.page.getByRole('region', { name: text.tableOf(1, 1) });
    await tableCard.getByText(text.progress(4 * 9, 4 * 9)).waitFor();
    expect(await wcagViolations(mouse.page)).toEqual([]);
    await shot(mouse.page, 'admin-1366');

    // Each player's picks are in their collection, as many copies as they picked.
    for (const [user, page, draftId, token] of [
      ['alice', mouse.page, drafts.alice, tokens.alice],
      ['bob', keyboard.page, drafts.bob, tokens.bob],
    ] as const) {
      const table = await ok<DraftTableView>(api, 'GET', `/rest/api/pack-draft/${draftId}/table`, token);
      expect(table.picks.length).toBe(table.totalPicks);
      // Every pick was the player's own: none fell to the deadline.
      const log = await ok<TableLogResponse>(api, 'GET', `/rest/api/pack-draft/${draftId}/table/log`, token);
      const methods = log.picks.filter((pick) => pick.seat === table.yourSeat).map((pick) => pick.method);
      expect(new Set(methods)).toEqual(new Set(['PLAYER']));
      await page.goto(`/games/game/${gameId}/collection`);
      const list = page.getByRole('list', { name: messages.collection.title });
      for (const [name, quantity] of countsByName(table.picks))
        await list
          .getByRole('button', { name: messages.collection.cardLabel(name, quantity), exact: true })
          .waitFor({ timeout: 15_000 })
          .catch((error: unknown) => {
            throw new Error(`${user}'s collection lacks ${name} x${quantity}: ${String(error)}`);
          });
    }
    // Card images are never reachable offline: their failed loads are not errors of the page.
    const pageErrors = (recorded: RecordedPage) =>
      recorded.consoleErrors.filter((message) => !message.includes('Failed to load resource'));
    expect(pageErrors(mouse)).toEqual([]);
    expect(pageErrors(keyboard)).toEqual([]);
  });
});
