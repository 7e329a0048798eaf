import { readFileSync } from 'node:fs';
import { messages } from '@progression/contracts/messages';
import { decksTexts } from '@progression/contracts/texts/decks';
import {
  loginInBrowser,
  newPage,
  registerUser,
  uniqueUser,
  ok,
  eventually,
  screenshots,
  wcagViolations,
  login,
} from '../harness';
import {
  collectionTiles,
  mainCount,
  startDeckSuite,
  stopDeckSuite,
  tileOf,
  type DeckSuite,
} from './deck-league';

// A whole stack and a browser on a small machine.
jest.setTimeout(600_000);

const shot = screenshots('decks-');

describe('deck tools: history past a save, a sample hand, the deck image and a read-only link', () => {
  let suite: DeckSuite;
  beforeAll(async () => {
    suite = await startDeckSuite();
  });
  afterAll(() => stopDeckSuite(suite));

  it('undoes and redoes past a save, deals a sample hand, downloads the deck image, and opens the deck link as another player', async () => {
    const { stack, browser, api, user, token, gameId, mains } = suite;
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
      // The dialog arrives a moment after the press the first time (the design system fetches it then).
      await hand(5).waitFor();
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
