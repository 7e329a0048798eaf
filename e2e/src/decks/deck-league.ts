// What the deck suites build on: a league whose players own three copies of every card of LOB, as opened
// packs would leave them (given through the event the drafts service publishes), and the deck editor's
// landmarks.
import type { SetCard } from '@progression/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  apiClient,
  catalogSets,
  eventually,
  launchBrowser,
  loginInBrowser,
  newPage,
  ok,
  publishEvent,
  registerUser,
  setIdOf,
  startTestStack,
  uniqueUser,
  type Api,
  type RecordedPage,
  type TestStack,
  type TestUser,
} from '../harness';

/** A collection entry as the deck editor reads it. */
export interface OwnedItem {
  card: { id: string; name: string; deckClassification: string };
  quantity: number;
  limit?: number;
}

/**
 * Gives the player three copies of every printing of the set, then waits until the collection lists them.
 * `draft` tells apart the made-up draft of each player a suite gives cards to.
 */
export async function ownThreeOfEvery(
  stack: TestStack,
  api: Api,
  token: string,
  place: { gameId: string; playerId: string; setId: string; draft: number },
): Promise<OwnedItem[]> {
  const { gameId, playerId, setId, draft } = place;
  const printed = (await ok<{ cards: SetCard[] }>(api, 'GET', `/rest/api/sets/${setId}/cards`, token)).cards;
  await publishEvent(stack.natsUrl, 'draft.packs.opened', 'drafts', {
    version: 1,
    gameId,
    playerId,
    draftId: `64f00000000000000000000${draft}`,
    week: 1,
    packIds: [`64f00000000000000000001${draft}`],
    cards: [...printed, ...printed, ...printed].map((card) => ({
      cardId: card.cardId,
      setCardId: card.id,
      equivalentRarity: card.equivalentRarity,
    })),
  });
  return eventually('the collection', async () => {
    const page = await ok<{ items: OwnedItem[] }>(
      api,
      'POST',
      `/rest/api/collection?gameId=${gameId}`,
      token,
      {
        pageSize: 500,
      },
    );
    return page.items.length > 100 ? page.items : undefined;
  });
}

/**
 * "Deck League" (two weeks of LOB) created and started by the token's user, who then owns three copies of
 * every card of LOB. Returns the game and the collection.
 */
export async function startDeckLeague(
  stack: TestStack,
  api: Api,
  token: string,
): Promise<{ gameId: string; items: OwnedItem[] }> {
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
  const gameId = (
    await ok<{ id: string }>(api, 'POST', '/rest/api/progression-game', token, { modeId: mode.id })
  ).id;
  await ok(api, 'POST', `/rest/api/progression-game/${gameId}/week`, token, { week: 1 });
  const player = await ok<{ id: string }>(api, 'GET', `/rest/api/game-player/user?gameId=${gameId}`, token);
  const items = await ownThreeOfEvery(stack, api, token, {
    gameId,
    playerId: player.id,
    setId: lob,
    draft: 1,
  });
  return { gameId, items };
}

/**
 * Main deck cards the banlist leaves alone, three copies owned, one per name (a card with an alternate art
 * can show twice under one name): 13 of them three times and one more make a legal 40.
 */
export function freeMainDeckCards(items: readonly OwnedItem[]): OwnedItem[] {
  const names = new Set<string>();
  return items.filter(
    (item) =>
      item.card.deckClassification === 'MAIN_DECK' &&
      item.limit === undefined &&
      item.quantity >= 3 &&
      !names.has(item.card.name) &&
      names.add(item.card.name),
  );
}

/** The deck editor's collection grid. */
export const collectionTiles = (page: Page) => page.getByRole('list', { name: 'Collection cards' });

/** A card's tile in the deck editor's collection, by the card's name. */
export const tileOf = (page: Page, name: string): Locator =>
  collectionTiles(page)
    .getByRole('button', {
      name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `),
    })
    .first();

/** The main deck's count, "n / 60". */
export const mainCount = (page: Page) =>
  page.getByRole('region', { name: 'Main Deck' }).getByText(/^\d+ \/ 60$/);

/** What a deck suite works in: the stack, a browser, and a builder logged in on a page, playing Deck League. */
export interface DeckSuite {
  stack: TestStack;
  browser: Browser;
  api: Api;
  user: TestUser;
  token: string;
  /** The builder's page, logged in. */
  recorded: RecordedPage;
  gameId: string;
  /** The builder's collection. */
  items: OwnedItem[];
  /** `freeMainDeckCards` of it. */
  mains: OwnedItem[];
}

/** Starts a deck suite: a new builder who created and started Deck League and owns its cards. */
export async function startDeckSuite(): Promise<DeckSuite> {
  const stack = await startTestStack();
  const browser = await launchBrowser().catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  try {
    const api = apiClient(stack.url);
    const user = uniqueUser('builder');
    await registerUser(api, user);
    const recorded = await newPage(browser, stack.url);
    const token = await loginInBrowser(recorded.page, user, '/games/overview');
    const { gameId, items } = await startDeckLeague(stack, api, token);
    return { stack, browser, api, user, token, recorded, gameId, items, mains: freeMainDeckCards(items) };
  } catch (error) {
    // A suite whose start failed has nothing to stop: close here what was opened.
    await browser.close();
    await stack.stop();
    throw error;
  }
}

/** Closes what `startDeckSuite` opened. */
export async function stopDeckSuite(suite: DeckSuite | undefined): Promise<void> {
  await suite?.recorded.close();
  await suite?.browser.close();
  await suite?.stack.stop();
}
