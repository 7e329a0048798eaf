import type { Browser, Page } from 'playwright-core';
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
  registerUser,
  screenshots,
  startTestStack,
  uniqueUser,
  type Api,
  type RecordedPage,
  type TestStack,
  type TestUser,
} from '../harness';

// A whole stack and two browsers on a small machine.
jest.setTimeout(600_000);

const shot = screenshots('reward-drafts-');

/**
 * With E2E_SCREENSHOTS set: the page at 1366 and 390 px, light then dark (the stored theme, read when the
 * page loads, so the dark ones are of the page loaded again).
 */
async function shots(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') {
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.reload();
      await page.waitForTimeout(2000);
    }
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await shot(page, `${name}-${width}-${theme}`);
    }
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
  await page.waitForTimeout(2000);
}

interface Reward {
  id: string;
  type: string;
  status: string;
  draftId: string;
}
interface Track {
  id: string;
}
interface Draft {
  id: string;
  source: string;
}

describe('reward drafts: a revert takes the draft away, a claim again gives one; Delete says so', () => {
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
  let lob: string;

  const rewardsOfPlayer = async () =>
    (await ok<{ rewards: Reward[] }>(api, 'GET', `/rest/api/game-rewards?gameId=${gameId}`, playerToken))
      .rewards;
  const rewardDrafts = async () =>
    (
      await ok<{ drafts: Draft[] }>(api, 'GET', `/rest/api/pack-draft?gameId=${gameId}`, playerToken)
    ).drafts.filter((draft) => draft.source === 'REWARD');
  const claimPack = async (reward: Reward, selectedPackIds: string[]) =>
    api.request<{ message?: string }>(
      'PUT',
      `/rest/api/game-rewards/pack-drafts/${reward.draftId}`,
      { selectedPackIds },
      playerToken,
    );

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    adminPage = await newPage(browser, stack.url);
    playerPage = await newPage(browser, stack.url);
    api = apiClient(stack.url);
    for (const user of [admin, player]) await registerUser(api, user);
    adminToken = await login(api, admin);
    playerToken = await login(api, player);
    lob = setIdOf(await catalogSets(api, adminToken), 'LOB');
    const mode = await ok<{ id: string; cardPools: unknown; banlistConfig: unknown; draftConfig: unknown }>(
      api,
      'POST',
      '/rest/api/progression-mode/new',
      adminToken,
    );
    await ok(api, 'PUT', `/rest/api/progression-mode/${mode.id}`, adminToken, {
      name: 'Reward Draft League',
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
    await ok(api, 'PUT', `/rest/api/progression-game/invite?inviteCode=${game.inviteCode}`, playerToken);
    // Week 2 grants a Booster pack and a Wildcard.
    const config = await ok<{ weekTrack: Track; winTrack: Track; lossTrack: Track }>(
      api,
      'GET',
      `/rest/api/progression-game/${gameId}/reward-config`,
      adminToken,
    );
    await ok(api, 'PUT', `/rest/api/progression-game/${gameId}/reward-config`, adminToken, {
      weekTrack: {
        id: config.weekTrack.id,
        clocks: [
          { type: 'BOOSTER_PACK', startingFrom: 2, every: 0, quantity: 1 },
          { type: 'WILDCARD', startingFrom: 2, every: 0, quantity: 1 },
        ],
      },
      winTrack: { id: config.winTrack.id, clocks: [] },
      lossTrack: { id: config.lossTrack.id, clocks: [] },
    });
    for (const week of [1, 2])
      await ok(api, 'POST', `/rest/api/progression-game/${gameId}/week`, adminToken, { week });
    await eventually('the week 2 rewards', async () => (await rewardsOfPlayer()).length === 2);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('an empty claim is refused in the spec words; a reverted claim leaves the drafts page', async () => {
    const booster = (await rewardsOfPlayer()).find((reward) => reward.type === 'BOOSTER_PACK')!;
    const empty = await claimPack(booster, []);
    expect(empty).toEqual({
      status: 400,
      body: { message: 'You must select a pack', field: 'selectedPackIds' },
    });
    expect((await claimPack(booster, [lob])).status).toBe(200);
    await eventually('the reward draft', async () => (await rewardDrafts()).length === 1);

    const p = playerPage.page;
    await loginInBrowser(p, player, `/games/game/${gameId}/drafts`);
    const rewardCard = p.getByRole('region', { name: 'Reward draft', exact: true });
    await rewardCard.getByRole('button', { name: 'Start draft' }).waitFor();

    // The admin reverts the claim on the player rewards page.
    const a = adminPage.page;
    await a.addInitScript((id) => localStorage.setItem('selected_game_id', id), gameId);
    await loginInBrowser(a, admin, `/games/game/${gameId}/admin/rewards`);
    await a.getByRole('tab', { name: player.username }).click();
    const rewards = a.getByRole('table', { name: `${player.username}'s rewards` });
    await rewards
      .getByRole('row')
      .filter({ hasText: 'Booster pack x 1' })
      .getByRole('button', { name: 'Revert' })
      .click();
    await a.getByRole('dialog').getByRole('button', { name: 'Revert' }).click();
    await a.getByText('Reward reverted', { exact: true }).waitFor();

    // The player's drafts page, the overview of drafts and the draft admin no longer list it.
    await eventually('the reward draft gone', async () => (await rewardDrafts()).length === 0);
    await p.reload();
    await p.getByRole('region', { name: 'Week 1 draft', exact: true }).waitFor();
    expect(await rewardCard.count()).toBe(0);
    await shots(p, 'drafts-after-revert');
    await p.goto('/drafts/overview');
    await p.getByRole('region', { name: 'Week 1 draft', exact: true }).waitFor();
    expect(await p.getByRole('region', { name: 'Reward draft', exact: true }).count()).toBe(0);
    await a.goto(`/games/game/${gameId}/draft-admin`);
    const playerDrafts = a.getByRole('region', { name: player.username });
    await playerDrafts.waitFor();
    await playerDrafts.getByText('Week 1 draft').first().waitFor();
    expect(await playerDrafts.getByText('Reward draft').count()).toBe(0);
  });

  it('deleting an unclaimed reward says "Reward deleted", also the last one of a player', async () => {
    const a = adminPage.page;
    await a.goto(`/games/game/${gameId}/admin/rewards`);
    await a.getByRole('tab', { name: player.username }).click();
    const deleteOne = async (username: string, reward: string) => {
      const rewards = a.getByRole('table', { name: `${username}'s rewards` });
      await rewards
        .getByRole('row')
        .filter({ hasText: reward })
        .getByRole('button', { name: 'Delete' })
        .click();
      await a.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await a.getByText('Reward deleted', { exact: true }).waitFor();
      await rewards.getByRole('row').filter({ hasText: reward }).waitFor({ state: 'detached' });
      await a
        .getByRole('button', { name: /^Close/ })
        .first()
        .click();
      await a.getByText('Reward deleted', { exact: true }).waitFor({ state: 'detached' });
    };
    await deleteOne(player.username, 'Wildcard x 1');
    await shots(a, 'admin-reward-deleted');
    // The admin plays too: both of their week 2 rewards go, the second leaving the list empty.
    await a.getByRole('tab', { name: admin.username }).click();
    await deleteOne(admin.username, 'Wildcard x 1');
    await deleteOne(admin.username, 'Booster pack x 1');
    expect(adminPage.consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
  });

  it('a claim again gives a new draft the player opens; after Finish its stage is a step to revisit', async () => {
    const booster = (await rewardsOfPlayer()).find((reward) => reward.type === 'BOOSTER_PACK')!;
    expect(booster.status).toBe('UNCLAIMED');
    expect((await claimPack(booster, [lob])).status).toBe(200);
    await eventually('the new reward draft', async () => (await rewardDrafts()).length === 1);

    const p = playerPage.page;
    await p.goto(`/games/game/${gameId}/drafts`);
    await p
      .getByRole('region', { name: 'Reward draft', exact: true })
      .getByRole('button', { name: 'Start draft' })
      .click();
    await p.waitForURL(`**/games/game/${gameId}/draft/**`);
    const start = p.getByRole('button', { name: 'Start', exact: true });
    const openAll = p.getByRole('button', { name: 'Open all packs' });
    await start.or(openAll).first().waitFor();
    if (await start.isVisible()) await start.click();
    await openAll.click();
    await p.getByText(/^Stage 1 gave you \d+ cards$/).waitFor();
    await p.getByRole('button', { name: 'Next', exact: true }).click();
    await p.getByText('This draft is complete.').waitFor();

    // On Finish the completed stage and Start are still buttons of the stepper.
    const stepper = p.getByRole('list', { name: 'Draft stages' });
    await stepper.getByRole('button', { name: /^Stage 1/ }).click();
    await p.getByText(/^Stage 1 gave you \d+ cards$/).waitFor();
    await stepper.getByRole('button', { name: /^Finish/ }).click();
    await p.getByText('This draft is complete.').waitFor();
    // Opened again later, the finished draft still lets its stage be revisited.
    await p.reload();
    await p.getByText('This draft is complete.').waitFor();
    await shots(p, 'draft-finished');
    await stepper.getByRole('button', { name: /^Stage 1/ }).click();
    await p.getByText(/^Stage 1 gave you \d+ cards$/).waitFor();
    expect(playerPage.consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
  });
});
