import { readFileSync } from 'node:fs';
import type { SetCard } from '@progression/contracts';
import { messages } from '@progression/contracts/messages';
import { decksTexts } from '@progression/contracts/texts/decks';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  apiClient,
  catalogSets,
  setIdOf,
  launchBrowser,
  loginInBrowser,
  newPage,
  registerUser,
  startTestStack,
  uniqueUser,
  publishEvent,
  type Api,
  type RecordedPage,
  type TestStack,
  ok,
  eventually,
  screenshots,
  seriousViolations,
  wcagViolations,
  login,
} from '../harness';

// A whole stack and a browser on a small machine.
jest.setTimeout(600_000);

const shot = screenshots('decks-');

interface Item {
  card: { id: string; name: string; deckClassification: string };
  quantity: number;
  limit?: number;
}

const collectionTiles = (page: Page) => page.getByRole('list', { name: 'Collection cards' });
const tileOf = (page: Page, name: string) =>
  collectionTiles(page)
    .getByRole('button', {
      name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `),
    })
    .first();
const mainCount = (page: Page) => page.getByRole('region', { name: 'Main Deck' }).getByText(/^\d+ \/ 60$/);

/** Drags with the mouse from a collection tile onto the deck, in small steps (dnd-kit starts after 6 px). */
async function dragOnto(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + Math.min(end.height / 2, 150), { steps: 8 });
  await page.mouse.up();
}

describe('decks: build a legal deck from the collection, by drag and drop and by keyboard, export and import it', () => {
  let stack: TestStack;
  let browser: Browser;
  let recorded: RecordedPage;
  let api: Api;
  let token: string;
  let gameId: string;
  let mains: Item[];
  let limited: Item;
  const user = uniqueUser('builder');

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    api = apiClient(stack.url);
    await registerUser(api, user);
    recorded = await newPage(browser, stack.url);
    token = await loginInBrowser(recorded.page, user, '/games/overview');
    const lob = setIdOf(await catalogSets(api, token), 'LOB');
    const mode = await ok<{ id: string; cardPools: unknown; banlistConfig: unknown; draftConfig: unknown }>(
      api,
      'POST',
      '/rest/api/progression-mode/new',
      token,
    );
    await ok(api, 'PUT', `/rest/api/progression-mode/${mode.id}`, token, {
      name: 'Deck League',
      created: '',
      cardPools: mode.cardPools,
      banlistConfig: mode.banlistConfig,
      draftConfig: mode.draftConfig,
      weeks: [1, 2].map((week) => ({ week, weekSets: [{ pool: 'Standard', setIds: [lob] }] })),
    });
    gameId = (await ok<{ id: string }>(api, 'POST', '/rest/api/progression-game', token, { modeId: mode.id }))
      .id;
    await ok(api, 'POST', `/rest/api/progression-game/${gameId}/week`, token, { week: 1 });
    const player = await ok<{ id: string }>(api, 'GET', `/rest/api/game-player/user?gameId=${gameId}`, token);
    const pulled = (await ok<{ cards: SetCard[] }>(api, 'GET', `/rest/api/sets/${lob}/cards`, token)).cards;
    await publishEvent(stack.natsUrl, 'draft.packs.opened', 'drafts', {
      version: 1,
      gameId,
      playerId: player.id,
      draftId: '64f000000000000000000001',
      week: 1,
      packIds: ['64f000000000000000000002'],
      cards: [...pulled, ...pulled, ...pulled].map((card) => ({
        cardId: card.cardId,
        setCardId: card.id,
        equivalentRarity: card.equivalentRarity,
      })),
    });
    // The collection as the deck editor reads it: main deck cards, and one the week's banlist limits.
    const items = await eventually('the collection', async () => {
      const page = await ok<{ items: Item[] }>(api, 'POST', `/rest/api/collection?gameId=${gameId}`, token, {
        pageSize: 500,
      });
      return page.items.length > 100 ? page.items : undefined;
    });
    // One card per name: a card with an alternate art can show twice under one name.
    const names = new Set<string>();
    mains = items.filter(
      (item) =>
        item.card.deckClassification === 'MAIN_DECK' &&
        item.limit === undefined &&
        item.quantity >= 3 &&
        !names.has(item.card.name) &&
        names.add(item.card.name),
    );
    const found = items.find(
      (item) => item.card.deckClassification === 'MAIN_DECK' && item.limit !== undefined && item.limit > 0,
    );
    if (!found) throw new Error('No card of LOB is limited by the banlist of week 1');
    limited = found;
  });
  afterAll(async () => {
    await recorded?.close();
    await browser?.close();
    await stack?.stop();
  });

  it('builds a legal 40-card deck by drag and drop, refuses a banlisted copy, autosaves, undoes and keeps it over a reload', async () => {
    const { page } = recorded;
    // The decks page: none yet; New deck creates one and opens it.
    await page.goto(`${stack.url}/games/game/${gameId}/decks`);
    await page.getByText(messages.games.noDecks).waitFor();
    await page.getByText('0 / 50').waitFor();
    await page.getByRole('button', { name: 'New deck' }).click();
    await page.getByText(messages.decks.deckCreated('New deck')).waitFor();
    await page.waitForURL(/\/decks\/[0-9a-f]{24}$/);
    const deck = { id: page.url().split('/').pop()! };
    await page.getByRole('textbox', { name: 'Deck name' }).waitFor();
    await collectionTiles(page).waitFor();
    const deckArea = page.getByRole('region', { name: 'Deck', exact: true });

    // The limited card: one copy, then the banlist refuses the next with the spec's message.
    await dragOnto(page, tileOf(page, limited.card.name), deckArea);
    await mainCount(page).filter({ hasText: '1 / 60' }).waitFor();
    await dragOnto(page, tileOf(page, limited.card.name), deckArea);
    await page.getByText(messages.decks.restrictedByBanlist(limited.card.name, limited.limit!)).waitFor();
    await mainCount(page).filter({ hasText: '1 / 60' }).waitFor();

    // 13 cards three times each: 40 cards.
    for (const item of mains.slice(0, 13))
      for (let copy = 0; copy < 3; copy++) await dragOnto(page, tileOf(page, item.card.name), deckArea);
    await mainCount(page).filter({ hasText: '40 / 60' }).waitFor();
    // A fourth copy is refused by the 3-copy rule.
    await dragOnto(page, tileOf(page, mains[0]!.card.name), deckArea);
    await page.getByText(messages.decks.tooManyCopies).waitFor();

    // Autosave: the server judges it valid.
    await page.getByText('Valid deck').waitFor();
    await shot(page, 'built');

    // Undo: a change not yet saved goes back to the saved deck.
    await tileOf(page, mains[13]!.card.name).click();
    await mainCount(page).filter({ hasText: '41 / 60' }).waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await mainCount(page).filter({ hasText: '40 / 60' }).waitFor();
    await page.getByText('Valid deck').waitFor();

    // Dragging a card out of the deck removes it; it autosaves as an invalid deck with its reason.
    const slot = page.getByRole('region', { name: 'Main Deck' }).getByRole('button').first();
    await dragOnto(page, slot, page.getByRole('region', { name: 'Collection', exact: true }));
    await mainCount(page).filter({ hasText: '39 / 60' }).waitFor();
    await page.getByText(messages.decks.tooFewCards(40)).waitFor();

    // A reload finds what was saved.
    await page.reload();
    await mainCount(page).filter({ hasText: '39 / 60' }).waitFor();
    const saved = await ok<{ valid: boolean; cards: { quantity: number }[] }>(
      api,
      'GET',
      `/rest/api/deck/${deck.id}`,
      token,
    );
    expect(saved.cards.reduce((sum, card) => sum + card.quantity, 0)).toBe(39);
    expect(saved.valid).toBe(false);
    expect(recorded.consoleErrors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });

  it('builds a deck with the keyboard alone, exports it as .ydk and imports it back', async () => {
    const { page } = recorded;
    const deck = await ok<{ id: string }>(api, 'POST', `/rest/api/deck?gameId=${gameId}`, token, {
      name: 'Keys',
    });
    await page.goto(`${stack.url}/games/game/${gameId}/decks/${deck.id}`);
    await collectionTiles(page).waitFor();
    // The shell's content area is the page's one main landmark.
    await expect(page.getByRole('main').count()).resolves.toBe(1);

    // Enter adds a copy of the focused card; Tab moves to the next card.
    await tileOf(page, mains[0]!.card.name).focus();
    for (let index = 0; index < 13; index++) {
      await tileOf(page, mains[index]!.card.name).focus();
      for (let copy = 0; copy < 3; copy++) await page.keyboard.press('Enter');
    }
    await tileOf(page, mains[13]!.card.name).focus();
    await page.keyboard.press('Enter');
    await mainCount(page).filter({ hasText: '40 / 60' }).waitFor();
    // Delete on a deck card takes one copy out, and the keyboard stays on a deck card even when that was the
    // card's last copy; Enter puts it back.
    await page
      .getByRole('region', { name: 'Main Deck' })
      .getByRole('button', { name: `${mains[13]!.card.name} in the deck`, exact: false })
      .focus();
    await page.keyboard.press('Delete');
    await mainCount(page).filter({ hasText: '39 / 60' }).waitFor();
    await page.waitForFunction(
      () =>
        / in the deck: Delete removes a copy/.test(document.activeElement?.getAttribute('aria-label') ?? ''),
      undefined,
      { timeout: 5_000 },
    );
    await tileOf(page, mains[13]!.card.name).focus();
    await page.keyboard.press('Enter');
    await mainCount(page).filter({ hasText: '40 / 60' }).waitFor();
    await page.getByText('Valid deck').waitFor();

    // Export: the .ydk downloads with the deck's passcodes.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export .ydk' }).click(),
    ]);
    const ydk = readFileSync((await download.path())!, 'utf8');
    expect(ydk).toContain('#main');
    expect(ydk.split('\n').filter((line) => /^\d+$/.test(line.trim()))).toHaveLength(40);

    // Import it back into a new deck from the decks page: the same 40 cards, nothing left out.
    const file = await download.path();
    await page.goto(`${stack.url}/games/game/${gameId}/decks`);
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a deck' });
    await dialog.getByLabel(messages.decks.importFileLabel).setInputFiles(file!);
    await dialog
      .getByRole('status')
      .filter({ hasText: messages.decks.importReadAs('.ydk file') })
      .waitFor();
    await dialog.getByRole('textbox', { name: 'Deck name' }).fill('Imported');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByText(messages.decks.importEveryCard).waitFor();
    await dialog.getByRole('button', { name: 'Go to deck' }).click();
    await mainCount(page).filter({ hasText: '40 / 60' }).waitFor();
    await page.getByText('Valid deck').waitFor();

    // The decks page lists the three decks; deleting one asks first, then says so.
    await page.goto(`${stack.url}/games/game/${gameId}/decks`);
    await page.getByText('3 / 50').waitFor();
    await page.getByRole('region', { name: 'Imported' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(messages.decks.deckDeleted('Imported')).waitFor();
    await page.getByText('2 / 50').waitFor();
    expect(recorded.consoleErrors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });

  it('imports a pasted card list and a YDKe URL inside chat text, saying the form it read and the names not found', async () => {
    // A page of its own: axe-core is injected as an inline script, which the app's Content-Security-Policy
    // refuses everywhere else.
    const checked = await newPage(browser, stack.url, { bypassCSP: true });
    await loginInBrowser(checked.page, user, '/games/overview');
    const { page } = checked;
    const decksPage = `${stack.url}/games/game/${gameId}/decks`;
    /** Opens the import dialog in a theme at a width, with a name and a pasted deck. */
    async function paste(theme: 'light' | 'dark', width: number, name: string, text: string) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
      await page.goto(decksPage);
      await page.getByRole('button', { name: 'Import' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import a deck' });
      await dialog.getByRole('textbox', { name: 'Deck name' }).fill(name);
      await dialog.getByRole('textbox', { name: messages.decks.importPasteLabel }).fill(text);
      return dialog;
    }
    /** The dialog stays within a phone's width, and axe-core finds nothing serious. */
    async function check(dialog: Locator, width: number, name: string) {
      const box = (await dialog.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= width).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, name);
    }

    // A card list as deck sites copy it: headings, counts before and after names, a name no card has,
    // and a side deck, read as a card list before it is sent.
    const listed = mains.slice(0, 14).map((item) => item.card.name);
    const list = [
      'Main Deck: 42',
      'Monster (40)',
      ...listed.slice(0, 13).map((name, i) => (i % 2 ? `3x ${name}` : `${name} x3`)),
      `  ${listed[13]!.toUpperCase()}  `,
      'Not A Real Card x2',
      'Side Deck (2)',
      `2 ${listed[0]}`,
    ].join('\r\n');
    for (const width of [1366, 390]) {
      const dialog = await paste('light', width, 'Listed', list);
      await dialog
        .getByRole('status')
        .filter({ hasText: messages.decks.importReadAs('card list') })
        .waitFor();
      await check(dialog, width, `import-list-${width}-light`);
    }
    let dialog = page.getByRole('dialog', { name: 'Import a deck' });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByText(messages.decks.deckCreated('Listed')).waitFor();
    await dialog.getByText(messages.decks.importReadAs('card list')).waitFor();
    const notFound = dialog.getByRole('list', { name: messages.decks.importUnknownNamesTitle });
    expect(await notFound.getByRole('listitem').allTextContents()).toEqual(['Not A Real Card']);
    await dialog.getByText(messages.decks.importSideDeck(2)).waitFor();
    await check(dialog, 390, 'import-list-report-390-light');
    await page.setViewportSize({ width: 1366, height: 900 });
    await check(dialog, 1366, 'import-list-report-1366-light');
    await dialog.getByRole('button', { name: 'Go to deck' }).click();
    await mainCount(page).filter({ hasText: '40 / 60' }).waitFor();
    await page.getByText('Valid deck').waitFor();

    // The same deck as a YDKe URL in a chat message, its last "!" lost in the copy.
    const deckId = page.url().split('/').pop()!;
    const { content } = await ok<{ content: string }>(
      api,
      'GET',
      `/rest/api/deck/${deckId}/export?format=ydke`,
      token,
    );
    const chat = `gg! here is what I ran today:\n${content.slice(0, -1)} have fun`;
    for (const width of [1366, 390]) {
      dialog = await paste('dark', width, 'From chat', chat);
      await dialog
        .getByRole('status')
        .filter({ hasText: messages.decks.importReadAs('YDKe URL') })
        .waitFor();
      await check(dialog, width, `import-ydke-${width}-dark`);
    }
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByText(messages.decks.importEveryCard).waitFor();
    await dialog.getByText(messages.decks.importReadAs('YDKe URL')).waitFor();
    await check(dialog, 390, 'import-ydke-report-390-dark');
    await page.setViewportSize({ width: 1366, height: 900 });
    await check(dialog, 1366, 'import-ydke-report-1366-dark');
    await dialog.getByRole('button', { name: 'Go to deck' }).click();
    await mainCount(page).filter({ hasText: '40 / 60' }).waitFor();
    await page.getByText('Valid deck').waitFor();

    // Text that is no deck is said beside the field, and the text is kept to correct.
    dialog = await paste('light', 1366, 'Nothing', 'Main Deck\nExtra Deck');
    await dialog.getByRole('button', { name: 'Import' }).click();
    const field = dialog.getByRole('textbox', { name: messages.decks.importPasteLabel });
    await dialog.getByText(messages.decks.notADeck).waitFor();
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(field.inputValue()).resolves.toBe('Main Deck\nExtra Deck');
    expect(checked.consoleErrors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
    await checked.close();
  });

  it('undoes and redoes past a save, deals a sample hand, downloads the deck image, and opens the deck link as another player', async () => {
    // Pages of their own: axe-core is injected as an inline script, which the app's CSP refuses elsewhere.
    const owner = await newPage(browser, stack.url, { bypassCSP: true });
    await owner.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
    await loginInBrowser(owner.page, user, '/games/overview');
    const { page } = owner;
    const forty = [
      ...mains.slice(0, 13).map((item) => ({ cardId: item.card.id, quantity: 3, zone: 'MAIN_DECK' })),
      { cardId: mains[13]!.card.id, quantity: 1, zone: 'MAIN_DECK' },
    ];
    const deck = await ok<{ id: string }>(api, 'POST', `/rest/api/deck?gameId=${gameId}`, token, {
      name: 'Tools: Forty',
      cards: forty,
    });
    await page.goto(`${stack.url}/games/game/${gameId}/decks/${deck.id}`);
    await collectionTiles(page).waitFor();
    const undo = page.getByRole('button', { name: messages.deckTools.undo });
    const redo = page.getByRole('button', { name: messages.deckTools.redo });
    const said = page.getByRole('status').filter({ hasText: /^(Undone|Redone): / });
    await expect(undo.isDisabled()).resolves.toBe(true);

    // Two edits, saved; then back through both, past the save, with the buttons and the keys.
    await tileOf(page, mains[14]!.card.name).click();
    await tileOf(page, mains[15]!.card.name).click();
    await mainCount(page).filter({ hasText: '42 / 60' }).waitFor();
    await page.getByText('Valid deck').waitFor();
    await undo.click();
    await mainCount(page).filter({ hasText: '41 / 60' }).waitFor();
    await said
      .filter({ hasText: messages.deckTools.undone(messages.deckTools.addedCard(mains[15]!.card.name)) })
      .waitFor();
    await page.keyboard.press('Control+z');
    await mainCount(page).filter({ hasText: '40 / 60' }).waitFor();
    await expect(undo.isDisabled()).resolves.toBe(true);
    await page.keyboard.press('Control+Shift+z');
    await mainCount(page).filter({ hasText: '41 / 60' }).waitFor();
    await said
      .filter({ hasText: messages.deckTools.redone(messages.deckTools.addedCard(mains[14]!.card.name)) })
      .waitFor();
    await page.keyboard.press('Control+z');
    await mainCount(page).filter({ hasText: '40 / 60' }).waitFor();
    await expect(redo.isDisabled()).resolves.toBe(false);
    await eventually('the undone deck saved', async () => {
      const stored = await ok<{ cards: { quantity: number }[] }>(
        api,
        'GET',
        `/rest/api/deck/${deck.id}`,
        token,
      );
      return stored.cards.reduce((sum, entry) => sum + entry.quantity, 0) === 40 || undefined;
    });

    // The sample hand: five going first, six going second, a new draw, closed with Escape; at a phone's width
    // and a laptop's, in both themes, with nothing axe-core objects to in it.
    const hand = (size: number) => page.getByRole('list', { name: messages.deckTools.handLabel(size) });
    for (const [theme, width] of [
      ['light', 390],
      ['dark', 1366],
    ] as const) {
      await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      // On a phone the editor shows the deck, not the collection: the deck's counts say it has loaded.
      await mainCount(page).filter({ hasText: '40 / 60' }).waitFor();
      await shot(page, `editor-tools-${width}-${theme}`);
      if (width === 390) {
        // On a phone the collection shows whole cards: its grid never scrolls sideways to crop them.
        await page.getByRole('button', { name: 'Collection', exact: true }).click();
        const grid = page.getByRole('list', { name: decksTexts.collectionCards });
        await grid.getByRole('listitem').first().waitFor();
        expect(
          await grid.evaluate((element) => element.scrollWidth - element.clientWidth),
        ).toBeLessThanOrEqual(0);
        await shot(page, `editor-collection-${width}-${theme}`);
        await page.getByRole('button', { name: 'Deck', exact: true }).click();
      }
      await page.getByRole('button', { name: messages.deckTools.sampleHand }).click();
      const dialog = page.getByRole('dialog', { name: messages.deckTools.sampleHand });
      await expect(hand(5).getByRole('listitem').count()).resolves.toBe(5);
      await dialog.getByRole('button', { name: messages.deckTools.goingSecond(6) }).click();
      await expect(hand(6).getByRole('listitem').count()).resolves.toBe(6);
      await dialog.getByRole('button', { name: messages.deckTools.drawAgain }).click();
      await expect(hand(6).getByRole('listitem').count()).resolves.toBe(6);
      const box = (await dialog.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= width).toBe(true);
      expect(await wcagViolations(page, '[role="dialog"]')).toEqual([]);
      await shot(page, `sample-hand-${width}-${theme}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }

    // The deck's picture: a PNG named after the deck, ten cards wide.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: messages.deckTools.downloadImage }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Tools- Forty.png');
    const png = readFileSync((await download.path())!);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1316);
    if (process.env.E2E_SCREENSHOTS) await download.saveAs(`${process.env.E2E_SCREENSHOTS}/decks-image.png`);

    // The link, copied from the editor, opens the read-only page for another player of the game.
    await page.getByRole('button', { name: messages.deckTools.copyLink }).click();
    await page.getByText(messages.deckTools.copiedLink).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${stack.url}/games/game/${gameId}/decks/${deck.id}/view`);
    const friend = uniqueUser('friend');
    await registerUser(api, friend);
    const friendToken = await login(api, friend);
    const { inviteCode } = await ok<{ inviteCode: string }>(
      api,
      'GET',
      `/rest/api/progression-game/${gameId}`,
      token,
    );
    await ok(api, 'PUT', `/rest/api/progression-game/invite?inviteCode=${inviteCode}`, friendToken);
    const reader = await newPage(browser, stack.url, { bypassCSP: true });
    await loginInBrowser(reader.page, friend, '/games/overview');
    for (const [theme, width] of [
      ['dark', 390],
      ['light', 1366],
    ] as const) {
      await reader.page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
      await reader.page.setViewportSize({ width, height: 900 });
      await reader.page.goto(link);
      await reader.page.getByRole('heading', { level: 1, name: 'Tools: Forty' }).waitFor();
      await reader.page.getByText(messages.deckTools.ownerDeck(user.username)).waitFor();
      await reader.page.getByText(messages.deckTools.readOnly).waitFor();
      await reader.page.getByRole('region', { name: 'Main Deck 40 / 60' }).getByRole('img').first().waitFor();
      await expect(reader.page.getByRole('textbox', { name: 'Deck name' }).count()).resolves.toBe(0);
      await expect(
        reader.page.evaluate(() => document.documentElement.scrollWidth),
      ).resolves.toBeLessThanOrEqual(width);
      expect(await wcagViolations(reader.page)).toEqual([]);
      await shot(reader.page, `deck-link-${width}-${theme}`);
    }
    // A player of no game of this deck finds nothing, in the words of an unknown deck.
    const stranger = uniqueUser('stranger');
    await registerUser(api, stranger);
    const refused = await api.request(
      'GET',
      `/rest/api/deck/${deck.id}`,
      undefined,
      await login(api, stranger),
    );
    expect(refused).toEqual({ status: 404, body: { message: messages.decks.deckNotFound } });
    for (const recorded of [owner, reader])
      expect(recorded.consoleErrors.filter((error) => !error.includes('Failed to load resource'))).toEqual(
        [],
      );
    await reader.close();
    await owner.close();
  });
});
