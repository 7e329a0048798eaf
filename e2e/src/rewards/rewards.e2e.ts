import { formatDateTime } from '@progression/contracts';
import type { Browser } from 'playwright-core';
import {
  apiClient,
  launchBrowser,
  login,
  loginInBrowser,
  newPage,
  registerUser,
  startTestStack,
  uniqueUser,
  type Api,
  type RecordedPage,
  type TestStack,
  type TestUser,
  ok,
  eventually,
  pulledCardName,
  rawEnumValuesOn,
  screenshots,
  catalogSets,
  createGame,
  createMode,
  setIdOf,
} from '../harness';

// A whole stack and two browsers on a small machine.
jest.setTimeout(600_000);

const shot = screenshots('rewards-');

interface Track {
  id: string;
  clocks: unknown[];
}
interface Reward {
  id: string;
  type: string;
  trackId: string;
  status: string;
}
interface CollectionPage {
  items: { card: { id: string; name: string }; quantity: number }[];
}

/** Copies of each card the player owns in the game (by card name). */
async function owned(api: Api, token: string, gameId: string): Promise<Map<string, number>> {
  const page = await ok<CollectionPage>(api, 'POST', `/rest/api/collection?gameId=${gameId}`, token, {
    pageSize: 500,
  });
  return new Map(page.items.map((item) => [item.card.name, item.quantity]));
}

describe('rewards: a win grants a pack to claim and open, a wildcard gives three copies, the admin reverts it', () => {
  let stack: TestStack;
  let browser: Browser;
  let adminPage: RecordedPage;
  let playerPage: RecordedPage;
  let api: Api;
  const admin: TestUser = uniqueUser('ann');
  const player: TestUser = uniqueUser('bob');
  let adminToken: string;
  let playerToken: string;
  let gameId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    adminPage = await newPage(browser, stack.url);
    playerPage = await newPage(browser, stack.url);
    api = apiClient(stack.url);
    for (const user of [admin, player]) await registerUser(api, user);
    adminToken = await login(api, admin);
    playerToken = await login(api, player);
    const lob = setIdOf(await catalogSets(api, adminToken), 'LOB');
    const mode = await createMode(api, adminToken, { name: 'Reward League', weeks: 3, setIds: [lob] });
    gameId = (await createGame(api, adminToken, mode.id, [playerToken])).id;

    // The tracks: the first win grants a Booster pack, week 2 a Wildcard, losses nothing.
    const config = await ok<{ weekTrack: Track; winTrack: Track; lossTrack: Track }>(
      api,
      'GET',
      `/rest/api/progression-game/${gameId}/reward-config`,
      adminToken,
    );
    await ok(api, 'PUT', `/rest/api/progression-game/${gameId}/reward-config`, adminToken, {
      weekTrack: {
        id: config.weekTrack.id,
        clocks: [{ type: 'WILDCARD', startingFrom: 2, every: 0, quantity: 1 }],
      },
      winTrack: {
        id: config.winTrack.id,
        clocks: [{ type: 'BOOSTER_PACK', startingFrom: 1, every: 0, quantity: 1 }],
      },
      lossTrack: { id: config.lossTrack.id, clocks: [] },
    });
    await ok(api, 'POST', `/rest/api/progression-game/${gameId}/week`, adminToken, { week: 1 });
    await eventually('week 1 matches', async () => {
      const response = await api.request<{ matches: unknown[] }>(
        'GET',
        `/rest/api/matches?game=${gameId}`,
        undefined,
        playerToken,
      );
      return response.status === 200 && response.body.matches.length === 1;
    });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('a win, then week 2: the player claims the Wins pack, opens it and owns its cards', async () => {
    const p = playerPage.page;
    await loginInBrowser(p, player, `/games/game/${gameId}/matches`);
    await p.getByRole('button', { name: `Win against ${admin.username}` }).click();
    await p.getByText('Match updated', { exact: true }).waitFor();

    await ok(api, 'POST', `/rest/api/progression-game/${gameId}/week`, adminToken, { week: 2 });
    await eventually('the week 2 rewards', async () => {
      const response = await api.request<{ rewards: Reward[] }>(
        'GET',
        `/rest/api/game-rewards?gameId=${gameId}`,
        undefined,
        playerToken,
      );
      return response.status === 200 && response.body.rewards.length === 2;
    });

    await p.goto(`/games/game/${gameId}/rewards`);
    await p.getByText('Reward tracks are only updated when a new week starts').waitFor();
    const wins = p.getByRole('region', { name: 'Wins', exact: true });
    const pack = wins.getByRole('region', { name: 'Booster pack x 1' });
    await pack.getByText('Week 2').waitFor();
    await p.getByRole('region', { name: 'Losses', exact: true }).getByText('No current rewards').waitFor();
    expect(await rawEnumValuesOn(p)).toEqual([]);
    await shot(p, 'rewards-page');

    await pack.getByRole('button', { name: 'Claim reward' }).click();
    await p.waitForURL(`**/games/game/${gameId}/rewards/**`);
    await p.getByText('You must select a pack').waitFor();
    const addLob = p.getByRole('button', { name: /^Add a pack of Legend of Blue Eyes/ });
    await addLob.click();
    expect(await addLob.isDisabled()).toBe(true);
    await shot(p, 'pack-claim');
    await p.getByRole('button', { name: 'Claim reward' }).click();
    await p.getByText('You have received').waitFor();
    await p.getByText(/^Legend of Blue Eyes White Dragon x 1$/).waitFor();
    expect((await owned(api, playerToken, gameId)).size).toBe(0);

    await p.getByRole('button', { name: 'Go to draft' }).click();
    await p.waitForURL(`**/games/game/${gameId}/draft/**`);
    const start = p.getByRole('button', { name: 'Start', exact: true });
    const openAll = p.getByRole('button', { name: 'Open all packs' });
    await start.or(openAll).first().waitFor();
    if (await start.isVisible()) await start.click();
    await openAll.click();
    await p.getByText(/^Stage 1 gave you \d+ cards$/).waitFor();
    const firstCard = await p
      .getByRole('list', { name: 'Stage 1 cards' })
      .getByRole('figure')
      .first()
      .getAttribute('aria-label');
    const drafted = pulledCardName(firstCard!);
    await eventually('the opened cards in the collection', async () =>
      (await owned(api, playerToken, gameId)).has(drafted),
    );
    expect(playerPage.consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
  });

  it('a wildcard claim of one card gives three copies; the admin reverts it and they are gone', async () => {
    const p = playerPage.page;
    await p.goto(`/games/game/${gameId}/rewards`);
    const wildcard = p
      .getByRole('region', { name: 'Weekly', exact: true })
      .getByRole('region', { name: 'Wildcard x 1' });
    await wildcard.getByRole('button', { name: 'Claim reward' }).click();
    const choices = p
      .getByRole('group', { name: /^Week \d+ cards$/ })
      .first()
      .getByRole('button');
    await choices.first().waitFor();
    const label = (await choices.first().getAttribute('aria-label'))!;
    const name = label.slice(0, label.lastIndexOf(', '));
    const before = (await owned(api, playerToken, gameId)).get(name) ?? 0;
    await choices.first().click();
    await p.getByText('1 selected: 3 copies', { exact: true }).waitFor();
    expect(await rawEnumValuesOn(p)).toEqual([]);
    await shot(p, 'wildcard-claim');
    await p.getByRole('button', { name: 'Claim reward' }).click();
    await p.getByText('You have received').waitFor();
    await p.getByText(`${name}: 3 copies`, { exact: true }).waitFor();
    await p.getByRole('button', { name: 'View collection' }).waitFor();
    await eventually(
      'three copies in the collection',
      async () => (await owned(api, playerToken, gameId)).get(name) === before + 3,
    );

    const a = adminPage.page;
    await a.addInitScript((id) => localStorage.setItem('selected_game_id', id), gameId);
    await loginInBrowser(a, admin, `/games/game/${gameId}/admin`);
    await a.getByRole('button', { name: 'Player rewards' }).click();
    await a.waitForURL(`**/games/game/${gameId}/admin/rewards`);
    await a.getByRole('tab', { name: player.username }).click();
    const rewards = a.getByRole('table', { name: `${player.username}'s rewards` });
    await rewards
      .getByRole('row')
      .filter({ hasText: 'Wildcard x 1' })
      .getByRole('button', { name: 'Revert' })
      .click();
    await a.getByRole('dialog').getByRole('button', { name: 'Revert' }).click();
    await a.getByText('Reward reverted', { exact: true }).waitFor();
    // The history names the card and the set (never ids), and dates each change in en-GB.
    const history = a.getByRole('table', { name: `${player.username}'s reward history` });
    await history.getByText(`Reverted Wildcard x 1 (week 2): 3 x ${name}`, { exact: true }).waitFor();
    await history.getByText(`Claimed Wildcard x 1 (week 2): 3 x ${name}`, { exact: true }).waitFor();
    await history
      .getByText('Claimed Booster pack x 1 (week 2): Legend of Blue Eyes White Dragon', { exact: true })
      .waitFor();
    await history
      .getByText('Granted Booster pack x 1 (week 2): Wins track reached 1', { exact: true })
      .waitFor();
    const entries = await ok<{ entries: { at: string }[] }>(
      api,
      'GET',
      `/rest/api/admin/game-rewards/history?gameId=${gameId}`,
      adminToken,
    );
    const when = await history.getByRole('row').nth(1).getByRole('cell').first().textContent();
    expect(when).toBe(formatDateTime(entries.entries[0].at));
    expect(await rawEnumValuesOn(a)).toEqual([]);
    await shot(a, 'admin-rewards');
    await eventually(
      'the wildcard copies taken back',
      async () => ((await owned(api, playerToken, gameId)).get(name) ?? 0) === before,
    );
    expect(adminPage.consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
    expect(playerPage.consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
  });
});
