import { messages, type DraftTableView } from '@progression/contracts';
import type { Browser, Page } from 'playwright-core';
import {
  apiClient,
  eventually,
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
  screenshots,
  catalogSets,
} from '../harness';

// A whole stack and two browsers on a small machine.
jest.setTimeout(600_000);

const shot = screenshots('drafts-');

/** Waits until the player has `count` drafts in the game (drafts are made from the week's event). */
async function waitForDrafts(api: Api, token: string, gameId: string, count: number): Promise<void> {
  await eventually(
    `${count} drafts for the player`,
    async () => {
      const response = await api.request<{ drafts: unknown[] }>(
        'GET',
        `/rest/api/pack-draft?gameId=${gameId}`,
        undefined,
        token,
      );
      return response.status === 200 && response.body.drafts.length >= count;
    },
    { timeoutMs: 60_000, everyMs: 500 },
  );
}

// Card images are never reachable offline: their 404s in the console are not errors of the pages.

/** The flash message with this text. */
const flashOf = (page: Page, text: string) => page.getByText(text, { exact: true });

describe('drafts: opening packs, the shop, custom and demo drafts', () => {
  let stack: TestStack;
  let browser: Browser;
  let adminPage: RecordedPage;
  let playerPage: RecordedPage;
  let api: Api;
  const admin: TestUser = uniqueUser('admin');
  const player: TestUser = uniqueUser('player');
  let adminToken: string;
  let playerToken: string;
  let gameId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    adminPage = await newPage(browser, stack.url);
    playerPage = await newPage(browser, stack.url);
    api = apiClient(stack.url);
    await registerUser(api, admin);
    await registerUser(api, player);
    adminToken = await login(api, admin);
    playerToken = await login(api, player);
    const sets = await catalogSets(api, adminToken);
    const setId = (code: string) => {
      const found = sets.find((set) => set.setCode === code);
      if (!found) throw new Error(`No set ${code}`);
      return found.id;
    };

    // A mode whose week 1 gives 2 packs of LOB, then a shop of 3 packs from LOB and MRD (at most 2 of a set).
    const mode = await ok<{ id: string; cardPools: unknown; banlistConfig: unknown }>(
      api,
      'POST',
      '/rest/api/progression-mode/new',
      adminToken,
    );
    await ok(api, 'PUT', `/rest/api/progression-mode/${mode.id}`, adminToken, {
      name: 'Draft League',
      created: '',
      cardPools: [...(mode.cardPools as object[]), { name: 'Shop', type: 'STANDARD' }],
      banlistConfig: mode.banlistConfig,
      weeks: [
        {
          week: 1,
          weekSets: [
            { pool: 'Standard', setIds: [setId('LOB')] },
            { pool: 'Shop', setIds: [setId('LOB'), setId('MRD')] },
          ],
        },
      ],
      draftConfig: {
        steps: [
          {
            numPacks: 2,
            pool: 'Standard',
            draftBehaviour: 'EVENLY_DISTRIBUTED',
            rarityDistribution: 'FIXED',
          },
          {
            numPacks: 3,
            pool: 'Shop',
            draftBehaviour: 'SHOP',
            rarityDistribution: 'RANDOM',
            maxPackRules: [{ max: 2 }],
          },
        ],
      },
    });
    const game = await ok<{ id: string; inviteCode: string }>(
      api,
      'POST',
      '/rest/api/progression-game',
      adminToken,
      {
        modeId: mode.id,
      },
    );
    gameId = game.id;
    await ok(api, 'PUT', `/rest/api/progression-game/invite?inviteCode=${game.inviteCode}`, playerToken);
    await ok(api, 'POST', `/rest/api/progression-game/${gameId}/week`, adminToken, { week: 1 });
    await waitForDrafts(api, playerToken, gameId, 1);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it("lets a player open week 1's draft: flip a pack, open all packs, shop within the rules, see the cards", async () => {
    const p = playerPage.page;
    await loginInBrowser(p, player, `/games/game/${gameId}/drafts`);
    const card = p.getByRole('region', { name: 'Week 1 draft' });
    await card.getByText('Not Started').waitFor();
    await shot(p, 'game-drafts');
    await card.getByRole('button', { name: 'Start draft' }).click();
    await p.waitForURL(`**/games/game/${gameId}/draft/**`);

    // Stage 1: the preview, then the opener.
    await p.getByText('You will get 2 packs containing:').waitFor();
    await p.getByRole('listitem', { name: /^2 x Legend of Blue Eyes/ }).waitFor();
    await shot(p, 'stage-preview');
    await p.getByRole('button', { name: 'Start', exact: true }).click();
    await p.getByText('1 / 2', { exact: true }).waitFor();
    const firstPack = p.getByRole('list', { name: 'Pack 1 cards' });
    const faceDown = await firstPack.getByRole('listitem', { name: 'Face-down card' }).count();
    expect(faceDown).toBeGreaterThan(0);
    await p.getByRole('button', { name: 'Flip cards' }).click();
    await p.getByRole('button', { name: 'Open next pack' }).waitFor();
    expect(await firstPack.getByRole('listitem', { name: 'Face-down card' }).count()).toBe(0);
    await shot(p, 'pack-flipped');
    // Flipping works from the keyboard too: the next pack's Flip cards takes the focus.
    await p.getByRole('button', { name: 'Open next pack' }).press('Enter');
    await p.getByText('2 / 2', { exact: true }).waitFor();
    await p.getByRole('button', { name: 'Open all packs' }).click();
    await p.getByText(/^Stage 1 gave you \d+ cards$/).waitFor();
    await p.getByRole('list', { name: 'Stage 1 cards' }).getByRole('figure').first().waitFor();
    await shot(p, 'stage-results');

    // Stage 2, the shop: too few packs are refused, then a good choice fills the stage.
    await p.getByRole('button', { name: 'Next', exact: true }).click();
    await p.getByText('You cannot select more than 2 packs of any one set').waitFor();
    const addLob = p.getByRole('button', { name: /^Add a pack of Legend of Blue Eyes/ });
    await addLob.click();
    await addLob.click();
    expect(await addLob.isDisabled()).toBe(true);
    await p.getByRole('button', { name: 'Submit' }).click();
    await flashOf(p, 'You must select 3 packs').waitFor();
    await p.getByRole('button', { name: 'Add a pack of Metal Raiders' }).click();
    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByText('You will get 3 packs containing:').waitFor();
    await shot(p, 'shop-preview');
    await p.getByRole('button', { name: 'Start', exact: true }).click();
    await p.getByText('1 / 3', { exact: true }).waitFor();
    await p.getByRole('button', { name: 'Open all packs' }).click();
    await p.getByText(/^Stage 2 gave you \d+ cards$/).waitFor();
    await p.getByRole('button', { name: 'Next', exact: true }).click();
    await p.getByText('This draft is complete.').waitFor();
    await p.getByRole('list', { name: 'Drafted cards' }).getByRole('figure').first().waitFor();
    await shot(p, 'draft-complete');

    // The drafts page and the overview's Drafts card tell it is done.
    await p.getByRole('button', { name: 'Go to my drafts' }).click();
    await p.getByRole('region', { name: 'Week 1 draft' }).getByText('Complete').waitFor();
    await p.goto(`/games/game/${gameId}/overview`);
    await p.getByRole('region', { name: 'Drafts' }).getByText('You have no upcoming drafts').waitFor();

    expect(playerPage.consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
    // Reads a page stops wanting (a refetch when the view moves on, the live stream on leaving) are aborted.
    expect(playerPage.failedRequests).toEqual([]);
  });

  it("gives every player an admin's custom draft", async () => {
    const a = adminPage.page;
    await a.addInitScript((id) => localStorage.setItem('selected_game_id', id), gameId);
    await loginInBrowser(a, admin, `/games/game/${gameId}/admin`);
    await a
      .getByRole('region', { name: 'Custom Draft' })
      .getByRole('button', { name: 'Create custom draft' })
      .click();
    const dialog = a.getByRole('dialog', { name: 'Custom Draft' });
    await dialog.getByRole('searchbox', { name: 'Search sets' }).fill('Metal Raiders');
    await dialog.getByRole('button', { name: 'Add a pack of Metal Raiders' }).first().click();
    await dialog.getByRole('button', { name: 'Add a pack of Metal Raiders' }).first().click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('combobox', { name: 'Rarity distribution' }).waitFor();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText(/Every player of the game gets a draft of 2 packs/).waitFor();
    await shot(a, 'custom-draft-confirm');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await flashOf(a, 'Draft created and assigned to all players').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Opened again, the dialog starts empty.
    await a.getByRole('button', { name: 'Create custom draft' }).click();
    await a
      .getByRole('dialog', { name: 'Custom Draft' })
      .getByText('Search for a set to add its packs')
      .waitFor();
    await a.keyboard.press('Escape');

    // The admin sees every player's drafts on the draft admin page.
    await a.getByRole('button', { name: 'Draft admin' }).click();
    await a.waitForURL(`**/games/game/${gameId}/draft-admin`);
    await a.getByRole('region', { name: player.username }).waitFor();

    // The second player has it.
    const p = playerPage.page;
    await p.goto(`/games/game/${gameId}/drafts`);
    await p
      .getByRole('region', { name: 'Custom draft' })
      .getByRole('button', { name: 'Start draft' })
      .waitFor();
    await p.goto(`/games/game/${gameId}/overview`);
    await p.getByRole('region', { name: 'Drafts' }).getByText('You have 1 draft to open').waitFor();

    expect(adminPage.consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
    expect(playerPage.consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
  });

  it("starts a demo draft from a mode card's Draft button", async () => {
    const a = adminPage.page;
    await a.goto('/modes/overview');
    await a.getByRole('region', { name: 'Draft League' }).getByRole('button', { name: 'Draft' }).click();
    await a.waitForURL('**/drafts/pack-draft/**');
    await a.getByRole('heading', { name: 'Demo draft of week 1' }).waitFor();
    await a.getByText('You will get 2 packs containing:').waitFor();
    await a.getByRole('button', { name: 'Start', exact: true }).click();
    await a.getByRole('button', { name: 'Open all packs' }).click();
    await a.getByText(/^Stage 1 gave you \d+ cards$/).waitFor();
    // A demo draft has no collection to view.
    expect(await a.getByRole('button', { name: 'View collection' }).count()).toBe(0);
    await shot(a, 'demo-draft');

    await a.getByRole('button', { name: 'Go to my drafts' }).click();
    await a.waitForURL('**/drafts/overview');
    await a
      .getByRole('list', { name: 'Demo drafts' })
      .getByRole('region', { name: 'Demo draft of week 1' })
      .waitFor();
    await shot(a, 'drafts-overview');
    expect(adminPage.consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
  });

  it("drafts a demo of a mode's booster step alone with a bot, and counts the picks among the draft's cards", async () => {
    const a = adminPage.page;
    const text = messages.boosterDraft;
    const lob = (await catalogSets(api, adminToken)).find((set) => set.setCode === 'LOB')!.id;
    const mode = await ok<{ id: string; cardPools: unknown; banlistConfig: unknown }>(
      api,
      'POST',
      '/rest/api/progression-mode/new',
      adminToken,
    );
    await ok(api, 'PUT', `/rest/api/progression-mode/${mode.id}`, adminToken, {
      name: 'Booster Demo',
      created: '',
      cardPools: mode.cardPools,
      banlistConfig: mode.banlistConfig,
      weeks: [{ week: 1, weekSets: [{ pool: 'Standard', setIds: [lob] }] }],
      draftConfig: {
        steps: [
          {
            numPacks: 1,
            pool: 'Standard',
            draftBehaviour: 'BOOSTER_DRAFT',
            rarityDistribution: 'RANDOM',
            pickSeconds: 30,
            minimumSeats: 2,
          },
        ],
      },
    });
    const demo = await ok<{ id: string }>(
      api,
      'POST',
      `/rest/api/progression-mode/${mode.id}/week/1/demo-draft`,
      adminToken,
    );
    await a.goto(`/drafts/pack-draft/${demo.id}`);
    await a.getByRole('button', { name: text.openTable }).click();
    await a.waitForURL(`**/drafts/pack-draft/${demo.id}/table`);
    // The bot picks at once: the user picks through the whole pack alone. Between picks the pack shows its
    // cards disabled and moving in, so each try gives up after a second rather than hold the loop.
    const card = a.getByRole('list', { name: text.packHeading }).getByRole('button').first();
    await eventually(
      'the demo table to complete',
      async () => {
        if (await card.isVisible()) await card.click({ timeout: 1_000 }).catch(() => undefined);
        return a.getByText(text.demoCompleteInfo).isVisible();
      },
      { timeoutMs: 60_000, everyMs: 100 },
    );
    expect(await a.getByRole('button', { name: text.viewCollection }).count()).toBe(0);
    const table = await ok<DraftTableView>(api, 'GET', `/rest/api/pack-draft/${demo.id}/table`, adminToken);
    expect(table.picks.length).toBeGreaterThan(0);
    await a.goto(`/drafts/pack-draft/${demo.id}`);
    await a.getByText(`You drafted ${table.picks.length} cards`).waitFor();
  });
});
