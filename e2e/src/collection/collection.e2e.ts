import { readFileSync } from 'node:fs';
import type { Card, SetCard } from '@progression/contracts';
import { messages } from '@progression/contracts/messages';
import type { Browser, Page } from 'playwright-core';
import {
  apiClient,
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
  screenshots,
  catalogSets,
} from '../harness';

// A whole stack and a browser on a small machine.
jest.setTimeout(600_000);

const shot = screenshots();

const listOf = (page: Page) => page.getByRole('list', { name: messages.collection.title });
const tile = (page: Page, name: string, quantity: number) =>
  listOf(page).getByRole('button', { name: messages.collection.cardLabel(name, quantity) });

describe('the collection: what a player opened, found, sorted and exported', () => {
  let stack: TestStack;
  let browser: Browser;
  let recorded: RecordedPage;
  let api: Api;
  let token: string;
  let gameId: string;
  let pulled: SetCard[];
  const user = uniqueUser('collector');

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    api = apiClient(stack.url);
    await registerUser(api, user);
    recorded = await newPage(browser, stack.url);
    token = await loginInBrowser(recorded.page, user, '/games/overview');
    const sets = await catalogSets(api, token);
    const mode = await ok<{ id: string }>(api, 'POST', '/rest/api/progression-mode/new', token);
    gameId = (await ok<{ id: string }>(api, 'POST', '/rest/api/progression-game', token, { modeId: mode.id }))
      .id;
    const player = await ok<{ id: string }>(api, 'GET', `/rest/api/game-player/user?gameId=${gameId}`, token);

    // Two sets' worth of cards (more than the first 100 the page shows), Blue-Eyes three times.
    const setIds = ['LOB', 'MRD'].map((code) => sets.find((set) => set.setCode === code)?.id);
    pulled = [];
    for (const setId of setIds) {
      if (!setId) throw new Error('LOB or MRD is missing from the catalog');
      pulled.push(
        ...(await ok<{ cards: SetCard[] }>(api, 'GET', `/rest/api/sets/${setId}/cards`, token)).cards,
      );
    }
    const blueEyes = pulled.find((card) => card.card.name === 'Blue-Eyes White Dragon');
    if (!blueEyes) throw new Error('No Blue-Eyes White Dragon in LOB');
    await publishEvent(stack.natsUrl, 'draft.packs.opened', 'drafts', {
      version: 1,
      gameId,
      playerId: player.id,
      draftId: '64f000000000000000000001',
      week: 1,
      packIds: ['64f000000000000000000002'],
      cards: [...pulled, blueEyes, blueEyes].map((card) => ({
        cardId: card.cardId,
        setCardId: card.id,
        equivalentRarity: card.equivalentRarity,
      })),
    });
  });
  afterAll(async () => {
    await recorded?.close();
    await browser?.close();
    await stack?.stop();
  });

  it('finds a pulled card by name, by type and by attack, sorts by quantity, scrolls past 100 and exports the CSV', async () => {
    const { page } = recorded;
    const refusedApiCalls: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/rest/api/') && response.status() >= 400)
        refusedApiCalls.push(`${response.status()} ${response.url()}`);
    });
    // Cards count under the catalog's id: the card the catalog answers for the passcode pulled.
    const found = new Map<string, Card>();
    const askedIds = [...new Set(pulled.map((card) => card.cardId))];
    for (let start = 0; start < askedIds.length; start += 100) {
      const query = askedIds
        .slice(start, start + 100)
        .map((id) => `cardIds=${id}`)
        .join('&');
      const { cards } = await ok<{ cards: Card[] }>(
        api,
        'GET',
        `/rest/api/cards?game=YUGIOH&${query}`,
        token,
      );
      for (const card of cards) for (const id of card.artworkIds) if (!found.has(id)) found.set(id, card);
      for (const card of cards) found.set(card.id, card);
    }
    const catalogCard = (card: SetCard) => found.get(card.cardId) ?? card.card;
    const distinct = new Map(pulled.map((card) => [catalogCard(card).id, catalogCard(card)]));
    // A set lists a card once per printing: the copies pulled are counted, Blue-Eyes has two more.
    const copies = new Map<string, number>();
    for (const card of pulled) copies.set(catalogCard(card).id, (copies.get(catalogCard(card).id) ?? 0) + 1);
    const blueEyesId = catalogCard(pulled.find((card) => card.card.name === 'Blue-Eyes White Dragon')!).id;
    copies.set(blueEyesId, copies.get(blueEyesId)! + 2);
    const blueEyes = copies.get(blueEyesId)!;
    await page.goto(`/games/game/${gameId}/collection`);
    // The event reaches the collection within moments; until then the page says to open packs.
    for (let attempt = 0; ; attempt++) {
      await listOf(page).or(page.getByText(messages.collection.empty)).waitFor();
      if (await listOf(page).isVisible()) break;
      if (attempt > 30) throw new Error('the opened packs never reached the collection');
      await page.waitForTimeout(1000);
      await page.reload();
    }
    await page.getByText(messages.collection.shown(100, distinct.size)).waitFor();
    // The shell's content area is the page's one main landmark.
    await expect(page.getByRole('main').count()).resolves.toBe(1);

    // By name: the search applies after a pause in typing.
    await page.getByRole('button', { name: messages.collection.filters, exact: true }).click();
    await page.getByRole('searchbox', { name: messages.collection.searchText }).fill('Blue-Eyes White');
    await tile(page, 'Blue-Eyes White Dragon', blueEyes).waitFor();
    const named = [...distinct.values()].filter((card) =>
      `${card.name}\n${card.description}`.toLowerCase().includes('blue-eyes white'),
    ).length;
    await page.getByText(messages.collection.shown(named, named)).waitFor();
    await tile(page, 'Blue-Eyes White Dragon', blueEyes).click();
    const pane = page.getByRole('complementary', { name: messages.collection.cardDetails });
    await pane.getByRole('heading', { name: 'Blue-Eyes White Dragon' }).waitFor();
    await pane.getByText(messages.collection.quantity(blueEyes)).waitFor();
    await pane.getByText(messages.collection.weekAcquired(1)).waitFor();
    await shot(page, 'collection-search');

    // By a type filter: traps only.
    await page.getByRole('button', { name: messages.collection.clearFilters }).click();
    await page.getByRole('checkbox', { name: 'Trap', exact: true }).click();
    const traps = [...distinct.values()].filter((card) => card.yugiohMetaData?.type === 'TRAP_CARD');
    await page.getByText(messages.collection.shown(traps.length, traps.length)).waitFor();
    await tile(page, traps[0].name, copies.get(traps[0].id) ?? 1).waitFor();
    await expect(tile(page, 'Blue-Eyes White Dragon', blueEyes).count()).resolves.toBe(0);

    // By a monster property alone: the DARK monsters, never a spell or a trap; a spell type alone: its spells.
    const group = (name: string) => page.getByRole('group', { name });
    const { filterLabels } = messages.collection;
    const isMonster = (card: Card) =>
      !!card.yugiohMetaData && !['SPELL_CARD', 'TRAP_CARD'].includes(card.yugiohMetaData.type);
    await page.getByRole('button', { name: messages.collection.clearFilters }).click();
    await group(filterLabels.attribute).getByRole('checkbox', { name: 'Dark', exact: true }).click();
    const dark = [...distinct.values()].filter(
      (card) => isMonster(card) && card.yugiohMetaData?.attribute === 'DARK',
    );
    await page.getByText(messages.collection.shown(Math.min(100, dark.length), dark.length)).waitFor();
    await tile(
      page,
      'Dark Magician',
      copies.get(dark.find((card) => card.name === 'Dark Magician')!.id)!,
    ).waitFor();
    await expect(tile(page, traps[0].name, copies.get(traps[0].id) ?? 1).count()).resolves.toBe(0);
    await shot(page, 'collection-dark');
    await page.getByRole('button', { name: messages.collection.clearFilters }).click();
    await group(filterLabels.spellType).getByRole('checkbox', { name: 'Equip', exact: true }).click();
    const equips = [...distinct.values()].filter(
      (card) => card.yugiohMetaData?.type === 'SPELL_CARD' && card.yugiohMetaData.race === 'EQUIP',
    );
    await page.getByText(messages.collection.shown(equips.length, equips.length)).waitFor();

    // By an attack range: monsters with 2500 to 3000 ATK.
    await page.getByRole('button', { name: messages.collection.clearFilters }).click();
    await page.getByRole('checkbox', { name: 'Monster', exact: true }).click();
    await page.getByLabel('Attack min', { exact: true }).fill('2500');
    await page.getByLabel('Attack max', { exact: true }).fill('3000');
    const strong = [...distinct.values()].filter(
      (card) =>
        card.yugiohMetaData?.type !== 'TRAP_CARD' &&
        card.yugiohMetaData?.type !== 'SPELL_CARD' &&
        (card.yugiohMetaData?.attack ?? -1) >= 2500 &&
        (card.yugiohMetaData?.attack ?? -1) <= 3000,
    );
    await page.getByText(messages.collection.shown(strong.length, strong.length)).waitFor();
    await tile(page, 'Blue-Eyes White Dragon', blueEyes).waitFor();
    expect(page.url()).toContain('attack.min=2500');
    await shot(page, 'collection-attack');

    // Sorted by quantity, most first: Blue-Eyes leads.
    await page.getByRole('button', { name: messages.collection.clearFilters }).click();
    await page.getByRole('button', { name: messages.collection.filters, exact: true }).click();
    await page.getByRole('button', { name: 'Quantity', exact: true }).click();
    await page.getByRole('button', { name: messages.collection.ascending }).click();
    await page.waitForURL(/sort=QUANTITY.*dir=DESCENDING/);
    const first = listOf(page).getByRole('button').first();
    await page.waitForFunction(
      (label) =>
        document.querySelector('ul[aria-label="Collection"] button')?.getAttribute('aria-label') === label,
      messages.collection.cardLabel('Blue-Eyes White Dragon', blueEyes),
    );
    await expect(first.getAttribute('aria-label')).resolves.toBe(
      messages.collection.cardLabel('Blue-Eyes White Dragon', blueEyes),
    );

    // Scrolling to the end of the first 100 loads 52 more.
    await page
      .getByTestId('collection-scroller')
      .evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await page.getByText(messages.collection.shown(Math.min(152, distinct.size), distinct.size)).waitFor();

    await shot(page, 'collection-scrolled');

    // Export CSV: the whole collection in the deck site's layout, UTF-8 with a BOM.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: messages.collection.exportCsv }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('cardname,cardq,cardrarity,card_edition,cardset,cardcode,cardid,print_id');
    expect(lines.some((line) => line.startsWith('Blue-Eyes White Dragon,'))).toBe(true);
    expect(lines.length - 1).toBeGreaterThanOrEqual(distinct.size);

    // Card images are never reachable offline (their 404s are the only "failed to load" lines allowed);
    // every API call succeeded.
    expect(recorded.consoleErrors.filter((message) => !message.includes('Failed to load resource'))).toEqual(
      [],
    );
    expect(refusedApiCalls).toEqual([]);
  });
});
