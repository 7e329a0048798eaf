import { readFileSync } from 'node:fs';
import { messages } from '@progression/contracts/messages';
import type { Locator, Page } from 'playwright-core';
import { loginInBrowser, newPage, ok, screenshots, seriousViolations } from '../harness';
import {
  collectionTiles,
  mainCount,
  startDeckSuite,
  stopDeckSuite,
  tileOf,
  type DeckSuite,
  type OwnedItem,
} from './deck-league';

// A whole stack and a browser on a small machine.
jest.setTimeout(600_000);

const shot = screenshots('decks-');

/**
 * Drags with the mouse from a collection tile onto the deck: a first move past dnd-kit's 6 px starts the
 * drag, two moves reach the target (each move is a round trip to the browser, and 43 drags add up), and
 * the drop waits two frames, by which dnd-kit has taken the deck as the target.
 */
async function dragOnto(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10);
  await page.mouse.move(end.x + end.width / 2, end.y + Math.min(end.height / 2, 150), { steps: 2 });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.mouse.up();
}

describe('decks: build a legal deck from the collection, by drag and drop and by keyboard, export and import it', () => {
  let suite: DeckSuite;
  let limited: OwnedItem;

  beforeAll(async () => {
    suite = await startDeckSuite();
    // One card the week's banlist limits.
    const found = suite.items.find(
      (item) => item.card.deckClassification === 'MAIN_DECK' && item.limit !== undefined && item.limit > 0,
    );
    if (!found) throw new Error('No card of LOB is limited by the banlist of week 1');
    limited = found;
  });
  afterAll(() => stopDeckSuite(suite));

  it('builds a legal 40-card deck by drag and drop, refuses a banlisted copy, autosaves, undoes and keeps it over a reload', async () => {
    const { stack, api, token, recorded, gameId, mains } = suite;
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
    const { stack, api, token, recorded, gameId, mains } = suite;
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
    const { stack, browser, api, user, token, gameId, mains } = suite;
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
});
