import { messages } from '@progression/contracts/messages';
import type { Browser, Page } from 'playwright-core';
import {
  apiClient,
  catalogSets,
  createGame,
  createMode,
  eventually,
  launchBrowser,
  login,
  loginInBrowser,
  newPage,
  ok,
  registerUser,
  screenshots,
  setIdOf,
  startTestStack,
  uniqueUser,
  wcagViolations,
  type Api,
  type RecordedPage,
  type TestStack,
} from '../harness';
import { freeMainDeckCards, ownThreeOfEvery, type OwnedItem } from './deck-league';

jest.setTimeout(180_000);

const shot = screenshots('registered-decks-');
const text = messages.deckRegistrations;

type DeckCard = { cardId: string; quantity: number; zone: 'MAIN_DECK' };

/** WCAG 2.1 AA and sideways scrolling of the page as it is, at a laptop's and a phone's width. */
async function accessibilityFindings(
  page: Page,
  name: string,
  ready: () => Promise<unknown>,
): Promise<string[]> {
  const findings: string[] = [];
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await ready();
    const violations = await wcagViolations(page);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (violations.length) findings.push(`${name} ${width}: ${violations.join('; ')}`);
    if (sideways > 0) findings.push(`${name} ${width}: ${sideways} px sideways`);
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 844 });
  return findings;
}

describe('registered decks: registered, frozen, closed by the first result, seen by the opponent, listed to the admin', () => {
  let stack: TestStack;
  let browser: Browser;
  let api: Api;
  let bobPage: RecordedPage;
  let annPage: RecordedPage;
  const ann = uniqueUser('ann'); // the game's admin, who also plays
  const bob = uniqueUser('bob');
  let annToken: string;
  let bobToken: string;
  let gameId: string;
  let annPlayer: string;
  let bobPlayer: string;
  let bobDeck: string;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    api = apiClient(stack.url);
    for (const user of [ann, bob]) await registerUser(api, user);
    annToken = await login(api, ann);
    bobToken = await login(api, bob);
    const lob = setIdOf(await catalogSets(api, annToken), 'LOB');
    const mode = await createMode(api, annToken, { name: 'Locked League', weeks: 2, setIds: [lob] });
    gameId = (await createGame(api, annToken, mode.id, [bobToken])).id;
    await ok(api, 'POST', `/rest/api/progression-game/${gameId}/week`, annToken, { week: 1 });
    const playerOf = (token: string) =>
      ok<{ id: string }>(api, 'GET', `/rest/api/game-player/user?gameId=${gameId}`, token);
    annPlayer = (await playerOf(annToken)).id;
    bobPlayer = (await playerOf(bobToken)).id;
    // Both own 3 copies of every card of LOB, as opened packs would leave them.
    let items: OwnedItem[] = [];
    for (const [index, [playerId, token]] of [
      [annPlayer, annToken],
      [bobPlayer, bobToken],
    ].entries())
      items = await ownThreeOfEvery(stack, api, token, { gameId, playerId, setId: lob, draft: index + 1 });
    const mains = freeMainDeckCards(items);
    const legal: DeckCard[] = [
      ...mains
        .slice(0, 13)
        .map((item) => ({ cardId: item.card.id, quantity: 3, zone: 'MAIN_DECK' as const })),
      { cardId: mains[13].card.id, quantity: 1, zone: 'MAIN_DECK' },
    ];
    const create = (token: string, name: string, cards: DeckCard[]) =>
      eventually('a judged deck', async () => {
        const deck = await ok<{ id: string; valid: boolean }>(
          api,
          'POST',
          `/rest/api/deck?gameId=${gameId}`,
          token,
          {
            name,
            cards,
          },
        );
        return deck;
      });
    bobDeck = (await create(bobToken, 'Bob week deck', legal)).id;
    // Ann registers a deck of 21 cards: not legal, so she is flagged to herself as the admin.
    const annDeck = (await create(annToken, 'Ann short deck', legal.slice(0, 7))).id;
    await ok(api, 'PUT', `/rest/api/deck-registrations?gameId=${gameId}`, annToken, { deckId: annDeck });
    bobPage = await newPage(browser, stack.url, { bypassCSP: true });
    annPage = await newPage(browser, stack.url, { bypassCSP: true });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('walks the week: register, edit, report, view the opponent, the admin list', async () => {
    const p = bobPage.page;
    const findings: string[] = [];
    await loginInBrowser(p, bob, `/games/game/${gameId}/decks`);
    // Bob registers his deck from its tile.
    await p.getByText(text.noRegistration(1)).waitFor();
    await p.getByRole('button', { name: text.registerDeck(text.register, 'Bob week deck') }).click();
    await p.getByText(text.registered('Bob week deck', 1)).waitFor();
    const tile = p.getByRole('region', { name: 'Bob week deck' });
    await tile.getByText(text.registeredForWeek(1)).waitFor();

    // He edits the deck afterwards (21 cards: no longer legal); the registered copy stays as registered.
    const edited = await ok<{ cards: DeckCard[] }>(api, 'GET', `/rest/api/deck/${bobDeck}`, bobToken);
    await ok(api, 'PUT', `/rest/api/deck/${bobDeck}`, bobToken, {
      name: 'Bob edited',
      cards: edited.cards.slice(0, 7),
    });
    await p.reload();
    await p.getByRole('region', { name: 'Bob edited' }).getByText('Invalid').waitFor();
    await p.getByText(new RegExp(`^"Bob week deck" as registered on`)).waitFor();
    await p.getByText(text.legal, { exact: true }).waitFor();
    findings.push(...(await accessibilityFindings(p, 'decks', () => p.getByText(text.frozenNote).waitFor())));

    // Before their match, Ann's registered deck is not Bob's to see.
    await p.goto(`/games/game/${gameId}/decks/registered/${annPlayer}?week=1`);
    await p.getByText(text.notFound).waitFor();
    const hidden = await api.request(
      'GET',
      `/rest/api/deck-registrations/players/${annPlayer}?gameId=${gameId}`,
      undefined,
      bobToken,
    );
    expect([hidden.status, hidden.body]).toEqual([404, { message: text.notFound }]);
    // The list the matches page reads shows Bob his own registration only.
    const visible = () =>
      ok<{ registrations: Array<{ week: number; playerId: string }> }>(
        api,
        'GET',
        `/rest/api/deck-registrations/visible?gameId=${gameId}`,
        bobToken,
      );
    expect((await visible()).registrations).toEqual([{ week: 1, playerId: bobPlayer }]);

    // Bob reports his win; the matches page links Ann's registered deck.
    await p.goto(`/games/game/${gameId}/matches`);
    await p.getByRole('button', { name: `Win against ${ann.username}` }).click();
    await p.getByText('Match updated', { exact: true }).waitFor();
    const view = p.getByRole('button', { name: text.viewOpponentDeck(ann.username) });
    findings.push(...(await accessibilityFindings(p, 'matches', () => view.waitFor())));
    expect((await visible()).registrations).toHaveLength(2);
    expect((await visible()).registrations).toContainEqual({ week: 1, playerId: annPlayer });
    await view.click();
    await p.getByRole('heading', { level: 1, name: text.opponentDeckTitle(ann.username, 1) }).waitFor();
    await p.getByText(text.illegal, { exact: true }).waitFor();
    await p.getByRole('region', { name: 'Main Deck 21 / 60' }).waitFor();
    findings.push(
      ...(await accessibilityFindings(p, 'registered', () =>
        p.getByRole('region', { name: 'Main Deck 21 / 60' }).waitFor(),
      )),
    );

    // The first result closed registration: no Register button, and the API refuses.
    await p.goto(`/games/game/${gameId}/decks`);
    await p.getByText(text.closedNotice(1)).waitFor();
    expect(
      await p.getByRole('button', { name: text.registerDeck(text.register, 'Bob edited') }).count(),
    ).toBe(0);
    const late = await api.request(
      'PUT',
      `/rest/api/deck-registrations?gameId=${gameId}`,
      { deckId: bobDeck },
      bobToken,
    );
    expect([late.status, late.body]).toEqual([409, { message: text.closed(1) }]);

    // The admin sees both registrations, Ann's flagged as not legal.
    const a = annPage.page;
    await loginInBrowser(a, ann, `/games/game/${gameId}/admin`);
    const panel = a.getByRole('region', { name: text.adminTitle });
    await panel.getByText(text.adminFlagged(1)).waitFor();
    const bobRow = panel.getByRole('row').filter({ hasText: bob.username });
    await bobRow.getByText('Bob week deck').waitFor();
    await bobRow.getByText(text.legal, { exact: true }).waitFor();
    await panel.getByText('Registered deck not legal').waitFor();
    findings.push(
      ...(await accessibilityFindings(a, 'admin', () => panel.getByText(text.adminFlagged(1)).waitFor())),
    );

    expect(findings).toEqual([]);
    // Card pictures are not reachable offline, and the hidden deck's 404 is expected: neither is a fault.
    for (const recorded of [bobPage, annPage]) {
      expect(recorded.consoleErrors.filter((error) => !error.includes('Failed to load resource'))).toEqual(
        [],
      );
      expect(recorded.failedRequests).toEqual([]);
    }
  });
});
