import type { Browser, Page } from 'playwright-core';
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
  screenshots,
  catalogSets,
  createGame,
  createMode,
  setIdOf,
  wcagViolations,
} from '../harness';

jest.setTimeout(600_000);

const shot = screenshots('matches-');

interface MatchRow {
  id: string;
  weekNum: number;
  firstPlayerId: string;
  secondPlayerId: string;
  winnerId: string | null;
}

/** The text of a stat card (a region named by its title). */
const stat = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

describe('matches: results, filters, the too-old rule, the next-week warning and legs', () => {
  let stack: TestStack;
  let browser: Browser;
  let adminPage: RecordedPage;
  let playerPage: RecordedPage;
  let api: Api;
  const admin: TestUser = uniqueUser('ann');
  const player: TestUser = uniqueUser('bob');
  const third: TestUser = uniqueUser('cat');
  let adminToken: string;
  let playerToken: string;
  let gameId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    adminPage = await newPage(browser, stack.url);
    playerPage = await newPage(browser, stack.url);
    api = apiClient(stack.url);
    for (const user of [admin, player, third]) await registerUser(api, user);
    adminToken = await login(api, admin);
    playerToken = await login(api, player);
    const thirdToken = await login(api, third);
    const lob = setIdOf(await catalogSets(api, adminToken), 'LOB');
    const mode = await createMode(api, adminToken, { name: 'Match League', weeks: 3, setIds: [lob] });
    gameId = (await createGame(api, adminToken, mode.id, [playerToken, thirdToken])).id;
    await ok(api, 'POST', `/rest/api/progression-game/${gameId}/week`, adminToken, { week: 1 });
    await eventually('week 1 matches', async () => {
      const response = await api.request<{ matches: MatchRow[] }>(
        'GET',
        `/rest/api/matches?game=${gameId}`,
        undefined,
        playerToken,
      );
      return response.status === 200 && response.body.matches.length === 3;
    });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('lets a player report a win and a loss; the filters and stat cards follow', async () => {
    const p = playerPage.page;
    // The overview's This Week's Matches card counts what is left.
    await loginInBrowser(p, player, `/games/game/${gameId}/overview`);
    await p.getByText('You have 2 matches left to play this week', { exact: true }).waitFor();
    await p.goto(`/games/game/${gameId}/matches`);
    await p.getByRole('heading', { name: 'Matches' }).waitFor();
    await stat(p, 'Un-played').getByText('2', { exact: true }).waitFor();
    await stat(p, 'W/L').getByText('0/0', { exact: true }).waitFor();
    await shot(p, 'unplayed');

    await p.getByRole('button', { name: `Win against ${admin.username}` }).click();
    await p.getByText('Match updated', { exact: true }).waitFor();
    await stat(p, 'W/L').getByText('1/0', { exact: true }).waitFor();
    await p.getByRole('button', { name: `Loss against ${third.username}` }).click();
    await stat(p, 'W/L').getByText('1/1', { exact: true }).waitFor();
    await stat(p, 'Winrate').getByText('50.0%', { exact: true }).waitFor();
    await stat(p, 'Un-played').getByText('0', { exact: true }).waitFor();

    // Show all games adds the admin's match against cat, unplayed; Does not include cat leaves one match.
    await p.getByRole('checkbox', { name: 'Show all games' }).click();
    await stat(p, 'Un-played').getByText('1', { exact: true }).waitFor();
    await p
      .getByRole('group', { name: 'Does not include' })
      .getByRole('checkbox', { name: third.username })
      .click();
    await stat(p, 'W/L').getByText('1/0', { exact: true }).waitFor();
    await stat(p, 'Un-played').getByText('0', { exact: true }).waitFor();
    await shot(p, 'filtered');

    // A reset makes the match unplayed again, and Win sets it back.
    await p.getByRole('button', { name: `Reset match against ${admin.username}` }).click();
    await stat(p, 'Un-played').getByText('1', { exact: true }).waitFor();
    await p.getByRole('button', { name: `Win against ${admin.username}` }).click();
    await stat(p, 'W/L').getByText('1/0', { exact: true }).waitFor();

    // Both played: the overview says so, and Stats shows wins minus losses (1 - 1).
    await p.goto(`/games/game/${gameId}/overview`);
    await p.getByText('You have completed all your matches for this week', { exact: true }).waitFor();
    await p
      .getByRole('region', { name: 'Stats' })
      .getByLabel('Wins minus losses')
      .getByText('0', { exact: true })
      .waitFor();
    expect(playerPage.consoleErrors).toEqual([]);
  });

  it('warns the admin of unplayed matches, sets a leg length, starts week 2: the old week is locked and Leg 1 is scored', async () => {
    const a = adminPage.page;
    // The admin page is for the selected game's admin: the game is the one selected.
    await a.addInitScript((id) => localStorage.setItem('selected_game_id', id), gameId);
    await loginInBrowser(a, admin, `/games/game/${gameId}/admin`);
    const configPanel = a.getByRole('region', { name: 'Game Match Config' });
    await configPanel.getByRole('switch', { name: 'Legs enabled' }).click();
    await configPanel.getByRole('spinbutton', { name: 'Leg length (weeks)' }).fill('1');
    await configPanel.getByRole('textbox', { name: 'Placement scores' }).fill('3, 2, 1');
    await configPanel.getByRole('button', { name: 'Save' }).click();
    await a.getByText('Match config saved', { exact: true }).waitFor();
    await configPanel.getByRole('button', { name: 'Save' }).waitFor({ state: 'detached' });

    await a.getByRole('button', { name: 'Start next week' }).click();
    const dialog = a.getByRole('dialog');
    await dialog.getByText(`${admin.username} has not completed all their matches`).waitFor();
    await dialog.getByText(`${third.username} has not completed all their matches`).waitFor();
    expect(await dialog.getByText(`${player.username} has not completed all their matches`).count()).toBe(0);
    await shot(a, 'next-week-warnings');
    await dialog.getByRole('button', { name: 'Start week 2' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Week 1 is now an old week: the player cannot change it, in the page or through the API.
    const p = playerPage.page;
    await p.goto(`/games/game/${gameId}/matches`);
    await p.getByRole('combobox', { name: 'Week' }).click();
    await p.getByRole('option', { name: 'Previous weeks' }).click();
    await stat(p, 'W/L').getByText('1/1', { exact: true }).waitFor();
    expect(await p.getByRole('button', { name: /^(Win|Loss|Reset)/ }).count()).toBe(0);
    const matches = await ok<{ matches: MatchRow[] }>(
      api,
      'GET',
      `/rest/api/matches?game=${gameId}`,
      playerToken,
    );
    const old = matches.matches.find((match) => match.weekNum === 1 && match.winnerId)!;
    const refused = await api.request<{ message: string }>(
      'PUT',
      `/rest/api/matches/${old.id}`,
      { winnerId: '' },
      playerToken,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This match is too old to be updated. Please contact a system admin.');

    // Leg 1 (week 1) is complete: cat 1-0 first (3 points), bob 1-1 second (2), ann 0-1 third (1).
    await a.goto(`/games/game/${gameId}/stats`);
    await a.getByRole('tab', { name: 'Leg 1' }).click();
    const legTable = a.getByRole('tabpanel');
    await legTable.getByRole('cell', { name: player.username }).waitFor();
    const rows = await legTable.getByRole('row').allTextContents();
    expect(rows.slice(1).map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      `1${third.username}310`,
      `2${player.username}211`,
      `3${admin.username}101`,
    ]);
    await a.getByRole('img', { name: 'Points over the weeks' }).waitFor();
    await shot(a, 'leg-1');
    expect(adminPage.consoleErrors).toEqual([]);
    expect(playerPage.consoleErrors).toEqual([]);
  });

  it('runs a Swiss week: round 1 with a bye, round 2 paired by the last result, tiebreakers on Stats', async () => {
    // A second game of five players: the admin sets Swiss with two rounds in the admin page.
    const others = [uniqueUser('dee'), uniqueUser('eli')];
    for (const user of others) await registerUser(api, user);
    const tokens = [
      playerToken,
      await login(api, third),
      ...(await Promise.all(others.map((user) => login(api, user)))),
    ];
    const lob = setIdOf(await catalogSets(api, adminToken), 'LOB');
    const mode = await createMode(api, adminToken, { name: 'Swiss League', weeks: 2, setIds: [lob] });
    const swissId = (await createGame(api, adminToken, mode.id, tokens)).id;
    const swissAdmin = await newPage(browser, stack.url, { bypassCSP: true });
    const a = swissAdmin.page;
    await a.addInitScript((id) => localStorage.setItem('selected_game_id', id), swissId);
    await loginInBrowser(a, admin, `/games/game/${swissId}/admin`);
    const configPanel = a.getByRole('region', { name: 'Game Match Config' });
    await configPanel.getByRole('combobox', { name: 'Pairing' }).click();
    await a.getByRole('option', { name: 'Swiss' }).click();
    await configPanel.getByRole('spinbutton', { name: 'Swiss rounds per week' }).fill('2');
    await configPanel.getByText('A change of pairing applies from the next week that starts.').waitFor();
    await configPanel.getByRole('button', { name: 'Save' }).click();
    await a.getByText('Match config saved', { exact: true }).waitFor();
    await ok(api, 'POST', `/rest/api/progression-game/${swissId}/week`, adminToken, { week: 1 });
    const listed = () =>
      ok<{ matches: MatchRow[]; byes: { round: number; playerId: string }[] }>(
        api,
        'GET',
        `/rest/api/matches?game=${swissId}`,
        adminToken,
      );
    const first = await eventually('round 1', async () => {
      const list = await listed();
      return list.matches.length === 2 ? list : null;
    });
    expect(first.byes).toHaveLength(1);

    // The admin's matches page names the bye and offers to pair the next round.
    await a.goto(`/games/game/${swissId}/matches`);
    await a.getByRole('checkbox', { name: 'Show all games' }).click();
    await a.getByText(/^Round 1: .+ has a bye \(counted as a win\)$/).waitFor();
    await a.getByRole('button', { name: 'Pair the next round' }).waitFor();
    await shot(a, 'swiss-round-1');

    // Every result of round 1 in: round 2 is paired at once, with a new bye.
    for (const match of first.matches)
      await ok(api, 'PUT', `/rest/api/matches/${match.id}`, adminToken, { winnerId: match.firstPlayerId });
    const second = await listed();
    expect(second.matches).toHaveLength(4);
    expect(second.byes.map((bye) => bye.round)).toEqual([1, 2]);
    expect(second.byes[1]!.playerId).not.toBe(second.byes[0]!.playerId);
    await a.reload();
    await a.getByRole('checkbox', { name: 'Show all games' }).click();
    await a.getByRole('columnheader', { name: 'Round' }).waitFor();
    await a.getByText(/^Round 2: .+ has a bye/).waitFor();

    // Stats: the Swiss standings with match points and tiebreakers, the byes counted as wins.
    await a.goto(`/games/game/${swissId}/stats`);
    for (const column of ['Match points', 'Byes', 'Opp. match-win %', 'Game-win %'])
      await a.getByRole('columnheader', { name: column }).waitFor();
    await a.getByText(/^Ties are broken by match points/).waitFor();
    const rows = await a.getByRole('row').allTextContents();
    expect(rows.length).toBe(6);
    await shot(a, 'swiss-standings');

    // Both Swiss pages on a laptop and a phone, light and dark: no WCAG 2.1 AA violation, nothing sideways.
    const findings: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      await a.evaluate((mode) => localStorage.setItem('theme', mode), theme);
      for (const width of [1366, 390]) {
        await a.setViewportSize({ width, height: 844 });
        for (const page of ['matches', 'stats']) {
          await a.goto(`/games/game/${swissId}/${page}`);
          await a.getByRole('heading', { level: 1 }).waitFor();
          if (page === 'matches') await a.getByText(/^Round 2: .+ has a bye/).waitFor();
          else await a.getByRole('columnheader', { name: 'Match points' }).waitFor();
          const violations = await wcagViolations(a);
          const sideways = await a.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (violations.length) findings.push(`${page} ${width} ${theme}: ${violations.join('; ')}`);
          if (sideways > 0) findings.push(`${page} ${width} ${theme}: ${sideways} px sideways`);
          await shot(a, `swiss-${page}-${width}-${theme}`);
        }
      }
    }
    expect(findings).toEqual([]);
    expect(swissAdmin.consoleErrors).toEqual([]);
    await swissAdmin.close();
  });
});
