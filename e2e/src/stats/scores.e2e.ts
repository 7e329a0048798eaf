import type { Browser, Page } from 'playwright-core';
import { messages } from '@progression/contracts';
import {
  apiClient,
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
  catalogSets,
  createGame,
  createMode,
  setIdOf,
} from '../harness';

jest.setTimeout(600_000);

const shot = screenshots('scores-');
const text = messages.matches;

interface MatchRow {
  id: string;
  weekNum: number;
  firstPlayerId: string;
  secondPlayerId: string;
}

/**
 * Screenshots at a laptop's and a phone's width in the light and the dark theme, for a person to look at
 * (only with E2E_SCREENSHOTS); `show` brings the page back to what is shot after each reload.
 */
async function shotEverywhere(page: Page, name: string, show: () => Promise<void>) {
  if (!process.env.E2E_SCREENSHOTS) return;
  const size = page.viewportSize();
  for (const mode of ['light', 'dark'])
    for (const width of [1366, 390]) {
      await page.evaluate((theme) => localStorage.setItem('theme', theme), mode);
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await show();
      await shot(page, `${name}-${width}-${mode}`);
    }
  await page.evaluate(() => localStorage.removeItem('theme'));
  if (size) await page.setViewportSize(size);
  await page.reload();
}

/** The rows of the table in the open tab (or the page's only table), each as its cells' texts. */
async function tableRows(page: Page, caption: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: caption });
  await table.getByRole('row').nth(1).waitFor();
  return table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows
        .slice(1)
        .map((row) => Array.from(row.querySelectorAll('td, th'), (cell) => cell.textContent!.trim())),
    );
}

/** Waits until the table shows exactly `expected` (results reach the page through a refetch). */
async function expectRows(page: Page, caption: string, expected: string[][]) {
  await eventually(
    `${caption}: ${JSON.stringify(expected)}`,
    async () => JSON.stringify(await tableRows(page, caption)) === JSON.stringify(expected),
    { timeoutMs: 15_000, everyMs: 250 },
  ).catch(async (error) => {
    expect(await tableRows(page, caption)).toEqual(expected);
    throw error;
  });
}

describe('the Stats page: legs off shows the standings; legs on shows earned points, shared places and a provisional leg', () => {
  let stack: TestStack;
  let browser: Browser;
  let viewer: RecordedPage;
  let api: Api;
  const [ann, bob, cat]: TestUser[] = [uniqueUser('ann'), uniqueUser('bob'), uniqueUser('cat')];
  const tokens = new Map<TestUser, string>();
  const playerIds = new Map<TestUser, string>();
  let gameId: string;

  /** `winner` reports a win over `loser` in the active week. */
  async function win(week: number, winner: TestUser, loser: TestUser) {
    const { matches } = await ok<{ matches: MatchRow[] }>(
      api,
      'GET',
      `/rest/api/matches?game=${gameId}`,
      tokens.get(winner)!,
    );
    const pair = [playerIds.get(winner), playerIds.get(loser)];
    const match = matches.find(
      (each) =>
        each.weekNum === week && pair.includes(each.firstPlayerId) && pair.includes(each.secondPlayerId),
    )!;
    await ok(api, 'PUT', `/rest/api/matches/${match.id}`, tokens.get(winner)!, {
      winnerId: playerIds.get(winner),
    });
  }

  async function startWeek(week: number) {
    await ok(api, 'POST', `/rest/api/progression-game/${gameId}/week`, tokens.get(ann)!, { week });
    await eventually(`week ${week} matches`, async () => {
      const response = await api.request<{ matches: MatchRow[] }>(
        'GET',
        `/rest/api/matches?game=${gameId}`,
        undefined,
        tokens.get(ann),
      );
      return response.status === 200 && response.body.matches.filter((m) => m.weekNum === week).length === 3;
    });
  }

  const saveConfig = (legsEnabled: boolean) =>
    ok(api, 'PUT', `/rest/api/match-config?gameId=${gameId}`, tokens.get(ann)!, {
      legsEnabled,
      legLength: 1,
      placementScores: [3, 2, 1],
    });

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    viewer = await newPage(browser, stack.url);
    api = apiClient(stack.url);
    for (const user of [ann, bob, cat]) {
      await registerUser(api, user);
      tokens.set(user, await login(api, user));
    }
    const adminToken = tokens.get(ann)!;
    const lob = setIdOf(await catalogSets(api, adminToken), 'LOB');
    const mode = await createMode(api, adminToken, { name: 'Scores League', weeks: 3, setIds: [lob] });
    gameId = (await createGame(api, adminToken, mode.id, [tokens.get(bob)!, tokens.get(cat)!])).id;
    for (const user of [ann, bob, cat])
      playerIds.set(
        user,
        (
          await ok<{ id: string }>(
            api,
            'GET',
            `/rest/api/game-player/user?gameId=${gameId}`,
            tokens.get(user)!,
          )
        ).id,
      );
    await startWeek(1);
    // Week 1 ends 1-1 for everyone: ann beat bob, bob beat cat, cat beat ann.
    await win(1, ann, bob);
    await win(1, bob, cat);
    await win(1, cat, ann);
    await loginInBrowser(viewer.page, bob, `/games/game/${gameId}/stats`);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('with legs off (the default) shows the standings: wins, losses and the winrate with one decimal', async () => {
    const p = viewer.page;
    await p.getByText(text.legsNotEnabled, { exact: true }).waitFor();
    // Everyone 1-1: a shared first place.
    await expectRows(p, text.standingsTitle, [
      ['1', ann.username, '1', '1', '50.0%'],
      ['1', bob.username, '1', '1', '50.0%'],
      ['1', cat.username, '1', '1', '50.0%'],
    ]);
    expect(await p.getByRole('tab').count()).toBe(0);
    await shotEverywhere(p, 'legs-off', () => p.getByRole('table', { name: text.standingsTitle }).waitFor());
  });

  it('after the 1-1 week and week 2 started: Current Scores count leg 1 once, In Progress gives nobody points and says it is provisional', async () => {
    await saveConfig(true);
    await startWeek(2);
    const p = viewer.page;
    await p.reload();
    const tabs = p.getByRole('tablist', { name: text.scoreTables });
    await tabs.getByRole('tab', { name: text.leg(1) }).waitFor();
    expect(await tabs.getByRole('tab').allTextContents()).toEqual([
      text.currentScores,
      text.inProgress,
      text.leg(1),
    ]);

    // Current Scores: leg 1 only, a shared first place worth 3 each (not 6/4/2).
    await p.getByText(text.currentScoresNote, { exact: true }).waitFor();
    const shared = [
      ['1', ann.username, '3', '1', '1'],
      ['1', bob.username, '3', '1', '1'],
      ['1', cat.username, '3', '1', '1'],
    ];
    await expectRows(p, text.currentScores, shared);
    await shotEverywhere(p, 'current', () => p.getByRole('table', { name: text.currentScores }).waitFor());

    await tabs.getByRole('tab', { name: text.leg(1) }).click();
    await expectRows(p, text.leg(1), shared);

    // In Progress: no results in week 2 yet, so no places and no points; marked provisional.
    await tabs.getByRole('tab', { name: text.inProgress }).click();
    await p.getByRole('tabpanel').getByText(text.provisional(2), { exact: true }).waitFor();
    await expectRows(p, text.inProgress, [
      ['–', ann.username, '0', '0', '0'],
      ['–', bob.username, '0', '0', '0'],
      ['–', cat.username, '0', '0', '0'],
    ]);
  });

  it('a week 2 result moves In Progress only; with legs off again the standings count every week', async () => {
    await win(2, ann, bob);
    const p = viewer.page;
    await p.reload();
    const tabs = p.getByRole('tablist', { name: text.scoreTables });
    await tabs.getByRole('tab', { name: text.inProgress }).click();
    await expectRows(p, text.inProgress, [
      ['1', ann.username, '3', '1', '0'],
      ['2', bob.username, '2', '0', '1'],
      ['–', cat.username, '0', '0', '0'],
    ]);
    await p.getByRole('tabpanel').getByText(text.provisional(2), { exact: true }).waitFor();
    await shotEverywhere(p, 'in-progress', async () => {
      await tabs.getByRole('tab', { name: text.inProgress }).click();
      await p.getByRole('table', { name: text.inProgress }).getByRole('row').nth(1).waitFor();
    });
    await tabs.getByRole('tab', { name: text.currentScores }).click();
    await expectRows(p, text.currentScores, [
      ['1', ann.username, '3', '1', '1'],
      ['1', bob.username, '3', '1', '1'],
      ['1', cat.username, '3', '1', '1'],
    ]);

    await saveConfig(false);
    await p.reload();
    await p.getByText(text.legsNotEnabled, { exact: true }).waitFor();
    await expectRows(p, text.standingsTitle, [
      ['1', ann.username, '2', '1', '66.7%'],
      ['2', cat.username, '1', '1', '50.0%'],
      ['3', bob.username, '1', '2', '33.3%'],
    ]);
    expect(viewer.consoleErrors).toEqual([]);
    expect(viewer.failedRequests).toEqual([]);
  });
});
