import type { SetCard } from '@progression/contracts';
import { messages } from '@progression/contracts/messages';
import type { Browser, Page } from 'playwright-core';
import {
  apiClient,
  catalogSets,
  createGame,
  createMode,
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
  type RecordedPage,
  seriousViolations,
  type TestStack,
} from '../harness';

// A whole stack and two browsers on a small machine.
jest.setTimeout(600_000);

const texts = messages.collection.import;
const shot = screenshots('collection-import-');

/**
 * With E2E_SCREENSHOTS set: the page at 1366 and 390 px, light then dark (the stored theme is read when
 * the page loads, so the dark ones are taken after a reload, which closes a dialog: `reopen` opens it
 * again), the whole page and what the screen shows.
 */
async function shots(page: Page, name: string, reopen: () => Promise<void>): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') {
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.reload();
      await reopen();
    }
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await shot(page, `${name}-${width}-${theme}`);
      await page.screenshot({ path: `${folder}/collection-import-${name}-${width}-${theme}-screen.png` });
    }
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
}

/** A CSV field as YGOPRODeck writes it: quoted when it holds a comma or a quote. */
const field = (value: string | number) => {
  const text = String(value);
  return /[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const row = (card: SetCard, quantity: number, printId: number) =>
  [
    card.card.name,
    quantity,
    card.rarityName,
    'Unlimited',
    card.setName,
    card.printingCode,
    card.cardId,
    printId,
  ]
    .map(field)
    .join(',');

describe("the admin imports a YGOPRODeck collection CSV into a player's collection", () => {
  let stack: TestStack;
  let browser: Browser;
  let adminPage: RecordedPage;
  let playerPage: RecordedPage;
  let api: Api;
  let gameId: string;
  let lob: SetCard[];
  const admin = uniqueUser('leagueadmin');
  const player = uniqueUser('latejoiner');

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    api = apiClient(stack.url);
    await registerUser(api, admin);
    await registerUser(api, player);
    const adminToken = await login(api, admin);
    const playerToken = await login(api, player);
    const sets = await catalogSets(api, adminToken);
    const lobId = sets.find((set) => set.setCode === 'LOB')!.id;
    const mode = await createMode(api, adminToken, { name: 'Import league', weeks: 2, setIds: [lobId] });
    gameId = (await createGame(api, adminToken, mode.id, [playerToken])).id;
    lob = (await ok<{ cards: SetCard[] }>(api, 'GET', `/rest/api/sets/${lobId}/cards`, adminToken)).cards;
    // axe-core is injected as an inline script, which the app's Content-Security-Policy refuses otherwise.
    adminPage = await newPage(browser, stack.url, { bypassCSP: true });
    playerPage = await newPage(browser, stack.url);
    await loginInBrowser(adminPage.page, admin, `/games/game/${gameId}/admin`);
    await loginInBrowser(playerPage.page, player, '/games/overview');
  });
  afterAll(async () => {
    await adminPage?.close();
    await playerPage?.close();
    await browser?.close();
    await stack?.stop();
  });

  it('chooses the file, reads the report and the history, and the player sees the cards', async () => {
    const named = (name: string) => {
      const card = lob.find((candidate) => candidate.card.name === name);
      if (!card) throw new Error(`${name} is not in LOB`);
      return card;
    };
    const blueEyes = named('Blue-Eyes White Dragon');
    const elf = named('Mystical Elf');
    const magician = named('Dark Magician');
    const csv = [
      'cardname,cardq,cardrarity,card_edition,cardset,cardcode,cardid,print_id',
      row(blueEyes, 2, 4129),
      row(elf, 3, 4190),
      row(magician, 1, 4165),
      row(blueEyes, 1, 4129), // merged into row 2
      'Not a card,1,Common,Unlimited,Nowhere,NOW-EN001,99999999,1', // refused
    ].join('\r\n');

    const { page } = adminPage;
    await page.getByRole('region', { name: texts.playersTitle, exact: true }).waitFor();
    const open = async () => {
      await page.getByRole('button', { name: texts.actionFor(player.username) }).click();
      await page.getByRole('dialog', { name: texts.dialogTitle(player.username) }).waitFor();
    };
    const dialog = page.getByRole('dialog', { name: texts.dialogTitle(player.username) });
    const choose = () =>
      dialog.getByLabel(texts.chooseFile).setInputFiles({
        name: 'spreadsheet.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`\uFEFF${csv}\r\n`, 'utf8'),
      });
    await open();
    await dialog.getByText(texts.noHistory).waitFor();
    // The file input is reached by its label, and the import starts from the keyboard.
    await choose();
    await shots(page, 'form', async () => {
      await open();
      await choose();
    });
    await page.reload();
    await open();
    await choose();
    await dialog.getByRole('button', { name: texts.submit, exact: true }).focus();
    await page.keyboard.press('Enter');

    await dialog.getByText(texts.done(7, player.username)).waitFor();
    await dialog.getByText(`${texts.taken}: 3`).waitFor();
    await dialog.getByText(`${texts.merged}: 1`).waitFor();
    await dialog.getByText(`${texts.refused}: 1`).waitFor();
    const refused = dialog.getByRole('table', { name: texts.rowsRefused });
    await refused.getByRole('cell', { name: texts.unknownCard('99999999') }).waitFor();
    await refused.getByRole('cell', { name: '6', exact: true }).waitFor();
    await dialog.getByRole('table', { name: texts.rowsMerged }).getByText(texts.mergedInto(2)).waitFor();
    const history = dialog.getByRole('table', { name: texts.historyOf(player.username) });
    await history.getByText(texts.historyEntry(admin.username, 'spreadsheet.csv', player.username)).waitFor();
    // The same file again adds nothing and says so (after a reload, the dark screenshots show it).
    const again = async () => {
      await open();
      await choose();
      await dialog.getByRole('button', { name: texts.submit, exact: true }).click();
      await dialog.getByText(texts.alreadyImported(player.username)).waitFor();
    };
    await shots(page, 'report', again);
    await page.reload();
    await again();
    await page.keyboard.press('Escape');
    // axe-core finds nothing serious in the dialog, its form and its report, in either theme, at both widths.
    for (const theme of ['light', 'dark']) {
      await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.reload();
        await open();
        await choose();
        expect(await seriousViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: texts.submit, exact: true }).click();
        await dialog.getByText(texts.alreadyImported(player.username)).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
      }
    }
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.reload();
    // The game's trail beside the players.
    await page
      .getByRole('table', { name: texts.history })
      .getByText(texts.historyEntry(admin.username, 'spreadsheet.csv', player.username))
      .waitFor();
    await page.getByRole('region', { name: texts.playersTitle, exact: true }).scrollIntoViewIfNeeded();
    await shots(page, 'admin-page', async () => {
      await page.getByRole('table', { name: texts.history }).waitFor();
      await page.getByRole('region', { name: texts.playersTitle, exact: true }).scrollIntoViewIfNeeded();
    });

    // The player finds the cards in their collection.
    const { page: mine } = playerPage;
    await mine.goto(`/games/game/${gameId}/collection`);
    const list = mine.getByRole('list', { name: messages.collection.title });
    await list
      .getByRole('button', { name: messages.collection.cardLabel('Blue-Eyes White Dragon', 3) })
      .waitFor();
    await list.getByRole('button', { name: messages.collection.cardLabel('Mystical Elf', 3) }).waitFor();
    await list.getByRole('button', { name: messages.collection.cardLabel('Dark Magician', 1) }).waitFor();
    await mine.getByText(messages.collection.shown(3, 3)).waitFor();

    const clean = (errors: string[]) =>
      errors.filter((message) => !message.includes('Failed to load resource'));
    expect(clean(adminPage.consoleErrors)).toEqual([]);
    expect(clean(playerPage.consoleErrors)).toEqual([]);
  });
});
