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
  type TestUser,
} from '../harness';

jest.setTimeout(300_000);

const shot = screenshots('playoffs-');

interface MatchRow {
  id: string;
  firstPlayerId: string;
  secondPlayerId: string;
}

/** A bracket match on the page, by its name ("Semi-finals, match 1", "Final"). */
const bracketMatch = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

describe('playoffs: the top 4 of a finished season to a champion', () => {
  let stack: TestStack;
  let browser: Browser;
  let adminPage: RecordedPage;
  let playerPage: RecordedPage;
  let api: Api;
  // The season's standings will be dan, cat, bob, ann: seeds 1 to 4.
  const [ann, bob, cat, dan]: TestUser[] = ['ann', 'bob', 'cat', 'dan'].map((name) => uniqueUser(name));
  let gameId: string;
  let bobToken: string;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    // axe-core is injected into the bracket page: the gateway's CSP would refuse it.
    adminPage = await newPage(browser, stack.url, { bypassCSP: true });
    playerPage = await newPage(browser, stack.url);
    api = apiClient(stack.url);
    for (const user of [ann, bob, cat, dan]) await registerUser(api, user);
    const [annToken, ...others] = await Promise.all([ann, bob, cat, dan].map((user) => login(api, user)));
    bobToken = others[0]!;
    const lob = setIdOf(await catalogSets(api, annToken!), 'LOB');
    // A plan of one week: once week 1 has started, the season is at its end.
    const mode = await createMode(api, annToken!, { name: 'Playoff League', weeks: 1, setIds: [lob] });
    gameId = (await createGame(api, annToken!, mode.id, others)).id;
    await ok(api, 'POST', `/rest/api/progression-game/${gameId}/week`, annToken!, { week: 1 });
    const { players } = await ok<{ players: { id: string; username: string }[] }>(
      api,
      'GET',
      `/rest/api/game-player?gameId=${gameId}`,
      annToken!,
    );
    const rank = (playerId: string) =>
      [ann, bob, cat, dan].findIndex(
        (user) => user.username === players.find((p) => p.id === playerId)!.username,
      );
    const matches = await eventually('week 1 matches', async () => {
      const response = await api.request<{ matches: MatchRow[] }>(
        'GET',
        `/rest/api/matches?game=${gameId}`,
        undefined,
        annToken,
      );
      return response.status === 200 && response.body.matches.length === 6 ? response.body.matches : null;
    });
    // The later in the alphabet, the better the season: dan 3-0, cat 2-1, bob 1-2, ann 0-3.
    for (const match of matches) {
      const winnerId =
        rank(match.firstPlayerId) > rank(match.secondPlayerId) ? match.firstPlayerId : match.secondPlayerId;
      await ok(api, 'PUT', `/rest/api/matches/${match.id}`, annToken!, { winnerId });
    }
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('the admin starts a top 4 best of 3; results lead to a champion; the game is complete and the bell says who won', async () => {
    const a = adminPage.page;
    const p = playerPage.page;
    await a.addInitScript((id) => localStorage.setItem('selected_game_id', id), gameId);
    await loginInBrowser(a, ann, `/games/game/${gameId}/admin`);
    await loginInBrowser(p, bob, `/games/game/${gameId}/playoffs`);
    await p.getByText('The playoff has not started yet.', { exact: true }).waitFor();

    // Top 4 and best of 3 are the panel's defaults; the panel reads well on a phone too.
    const panel = a.getByRole('region', { name: 'Playoff' });
    await a.setViewportSize({ width: 390, height: 844 });
    await panel.getByRole('button', { name: 'Start playoff' }).waitFor();
    expect(await wcagViolations(a, 'section[aria-label="Playoff"]')).toEqual([]);
    await a.setViewportSize({ width: 1366, height: 844 });
    await panel.getByRole('button', { name: 'Start playoff' }).click();
    await a.waitForURL(`**/games/game/${gameId}/playoffs`);
    const semi1 = bracketMatch(a, 'Semi-finals, match 1');
    await semi1.waitFor();
    // Seeded 1 against 4 and 2 against 3.
    expect(await semi1.textContent()).toMatch(new RegExp(`Seed 1.*${dan.username}.*Seed 4.*${ann.username}`));
    expect(await bracketMatch(a, 'Semi-finals, match 2').textContent()).toMatch(
      new RegExp(`Seed 2.*${cat.username}.*Seed 3.*${bob.username}`),
    );

    // bob reports his own semi-final from his page (the keyboard is enough); the admin reports the other.
    await p.reload();
    const bobsSemi = bracketMatch(p, 'Semi-finals, match 2');
    await bobsSemi.getByRole('button', { name: `${bob.username} wins 2-1` }).focus();
    await p.keyboard.press('Enter');
    await p.getByText('Result reported', { exact: true }).waitFor();
    expect(await bracketMatch(p, 'Semi-finals, match 1').getByRole('button').count()).toBe(0);
    await semi1.getByRole('button', { name: `${dan.username} wins 2-0` }).click();
    await a.getByText('Result reported', { exact: true }).waitFor();
    const final = bracketMatch(a, 'Final');
    await final.getByRole('button', { name: `${bob.username} wins 2-1` }).click();
    await a.getByText(`Champion: ${bob.username}`, { exact: true }).waitFor();
    await shot(a, 'champion');

    // The bell announces the champion to the players, and the game is complete.
    const champion = `${bob.username} is the champion of Playoff League!`;
    let seen = '';
    await eventually(
      'the game complete and the champion notified',
      async () => {
        const game = await api.request<{ status: string }>(
          'GET',
          `/rest/api/progression-game/${gameId}`,
          undefined,
          bobToken,
        );
        const notes = await api.request<{ notifications: { message: string }[] }>(
          'GET',
          '/rest/api/notifications?limit=20',
          undefined,
          bobToken,
        );
        const notified = notes.body.notifications?.some((note) => note.message === champion);
        seen = `game ${game.body.status}; bob's notifications: ${JSON.stringify(notes.body)}`;
        return game.body.status === 'COMPLETE' && notified ? true : null;
      },
      { timeoutMs: 30_000 },
    ).catch((error: Error) => {
      throw new Error(`${error.message}: ${seen}`);
    });
    await p.getByText(/unread notification/).waitFor({ timeout: 30_000 });
    await p.getByRole('button', { name: 'Notifications' }).click();
    await p.getByRole('menuitem', { name: new RegExp(`^${champion}`) }).waitFor();
    await p.keyboard.press('Escape');
    await a.goto('/games/overview');
    await a.getByText('Complete', { exact: true }).waitFor();

    // The bracket on a laptop and a phone: no WCAG 2.1 AA violation, nothing sideways.
    const findings: string[] = [];
    for (const width of [1366, 390]) {
      await a.setViewportSize({ width, height: 844 });
      await a.goto(`/games/game/${gameId}/playoffs`);
      await a.getByText(`Champion: ${bob.username}`, { exact: true }).waitFor();
      const violations = await wcagViolations(a);
      const sideways = await a.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (violations.length) findings.push(`${width}: ${violations.join('; ')}`);
      if (sideways > 0) findings.push(`${width}: ${sideways} px sideways`);
      await shot(a, `bracket-${width}`);
    }
    expect(findings).toEqual([]);
    expect(adminPage.consoleErrors).toEqual([]);
    expect(playerPage.consoleErrors).toEqual([]);
  });
});
