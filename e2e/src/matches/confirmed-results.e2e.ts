import type { Browser, Page } from 'playwright-core';
import { labels, messages } from '@progression/contracts';
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
  type TestStack,
  type TestUser,
} from '../harness';

jest.setTimeout(300_000);

const shot = screenshots('confirmed-results-');
const t = messages.matchResults;

interface MatchRow {
  id: string;
  firstPlayerId: string;
  secondPlayerId: string;
  winnerId: string | null;
  resultStatus: string | null;
}
interface Standing {
  username: string;
  wins: number;
}

describe('confirmed results: a reported 2-1 confirmed by the opponent, a dispute settled by the admin', () => {
  let stack: TestStack;
  let browser: Browser;
  let api: Api;
  const ann: TestUser = uniqueUser('ann');
  const bob: TestUser = uniqueUser('bob');
  const cat: TestUser = uniqueUser('cat');
  const dan: TestUser = uniqueUser('dan');
  const tokens = new Map<TestUser, string>();
  let gameId: string;

  const matchesOf = async () =>
    (await ok<{ matches: MatchRow[] }>(api, 'GET', `/rest/api/matches?game=${gameId}`, tokens.get(ann)!))
      .matches;
  const winsOf = async (user: TestUser) =>
    (
      await ok<{ standings: Standing[] }>(
        api,
        'GET',
        `/rest/api/match-legs?gameId=${gameId}`,
        tokens.get(ann)!,
      )
    ).standings.find((line) => line.username === user.username)?.wins ?? 0;
  const matchesPage = async (page: Page, user: TestUser) => {
    await loginInBrowser(page, user, `/games/game/${gameId}/matches`);
    await page.getByRole('heading', { name: 'Matches' }).waitFor();
  };

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    api = apiClient(stack.url);
    for (const user of [ann, bob, cat, dan]) {
      await registerUser(api, user);
      tokens.set(user, await login(api, user));
    }
    const lob = setIdOf(await catalogSets(api, tokens.get(ann)!), 'LOB');
    const mode = await createMode(api, tokens.get(ann)!, {
      name: 'Confirmed League',
      weeks: 2,
      setIds: [lob],
    });
    gameId = (
      await createGame(
        api,
        tokens.get(ann)!,
        mode.id,
        [bob, cat, dan].map((u) => tokens.get(u)!),
      )
    ).id;
    await ok(api, 'PUT', `/rest/api/match-config?gameId=${gameId}`, tokens.get(ann)!, {
      legsEnabled: false,
      legLength: 0,
      placementScores: [],
      confirmResults: true,
      autoConfirmHours: 48,
    });
    await ok(api, 'POST', `/rest/api/progression-game/${gameId}/week`, tokens.get(ann)!, { week: 1 });
    await eventually('week 1 matches', async () => (await matchesOf()).length === 6);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('counts a result once the opponent confirms it, and a disputed one once the admin settles it', async () => {
    const bobPage = await newPage(browser, stack.url);
    const b = bobPage.page;
    await matchesPage(b, bob);
    // bob reports his 2-1 win over cat: pending, not counted.
    await b.getByRole('combobox', { name: t.scoreAgainst(cat.username) }).click();
    await b.getByRole('option', { name: '2-1' }).click();
    await b.getByRole('button', { name: `Win against ${cat.username}` }).click();
    await b.getByText(t.resultReported, { exact: true }).waitFor();
    await b.getByText(t.pendingResult(bob.username, '2-1'), { exact: true }).waitFor();
    expect(await winsOf(bob)).toBe(0);
    expect(bobPage.consoleErrors).toEqual([]);

    // cat confirms it: counted now, with its score.
    const catPage = await newPage(browser, stack.url);
    const c = catPage.page;
    await matchesPage(c, cat);
    await c.getByRole('checkbox', { name: 'Show all games' }).click();
    await c.getByRole('button', { name: t.confirmAgainst(bob.username) }).click();
    await c.getByText(t.resultConfirmed, { exact: true }).waitFor();
    await c.getByText(t.confirmedResult(bob.username, '2-1'), { exact: true }).waitFor();
    expect(await winsOf(bob)).toBe(1);

    // dan reports a win over cat (through the API); cat disputes it with a reason, on a phone's width.
    const { players } = await ok<{ players: Array<{ id: string; username: string }> }>(
      api,
      'GET',
      `/rest/api/game-player?gameId=${gameId}`,
      tokens.get(ann)!,
    );
    const idOf = (user: TestUser) => players.find((player) => player.username === user.username)!.id;
    const danCat = (await matchesOf()).find((match) =>
      [match.firstPlayerId, match.secondPlayerId].every((id) => id === idOf(dan) || id === idOf(cat)),
    )!;
    await ok(api, 'PUT', `/rest/api/matches/${danCat.id}`, tokens.get(dan)!, { winnerId: idOf(dan) });
    await c.setViewportSize({ width: 390, height: 844 });
    await c.reload();
    await c.getByRole('button', { name: t.disputeAgainst(dan.username) }).click();
    const dialog = c.getByRole('dialog', { name: t.disputeTitle });
    await dialog.getByRole('textbox', { name: t.reasonLabel }).fill('I won the deciding game');
    await shot(c, 'dispute-390');
    await dialog.getByRole('button', { name: t.sendDispute }).click();
    await c.getByText(t.resultDisputed, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await winsOf(dan)).toBe(0);
    expect(catPage.consoleErrors).toEqual([]);

    // ann (the admin) settles it: cat won. Her word is final and counts at once.
    // axe-core is injected as a script: the page lets it in past the CSP.
    const annPage = await newPage(browser, stack.url, { bypassCSP: true });
    const a = annPage.page;
    await matchesPage(a, ann);
    await a.getByRole('checkbox', { name: 'Show all games' }).click();
    await a.getByText(t.disputedBecause(cat.username, 'I won the deciding game'), { exact: true }).waitFor();
    await a.getByText(labels.resultStatus.DISPUTED, { exact: true }).waitFor();
    await a.getByRole('button', { name: t.resolveAs(cat.username) }).click();
    await a.getByText(messages.matches.matchUpdated, { exact: true }).waitFor();
    await a.getByText(t.confirmedResult(cat.username, null), { exact: true }).waitFor();
    expect([await winsOf(bob), await winsOf(cat), await winsOf(dan)]).toEqual([1, 1, 0]);

    // The matches page with every status shown: no WCAG 2.1 AA violation.
    expect(await wcagViolations(a)).toEqual([]);
    await shot(a, 'resolved');
    expect(annPage.consoleErrors).toEqual([]);
  });
});
