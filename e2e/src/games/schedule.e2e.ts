import type { Browser } from 'playwright-core';
import { labels, messages, weekdays } from '@progression/contracts';
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

jest.setTimeout(300_000);

const shot = screenshots('schedule-');
const t = messages.schedule;

interface Notification {
  kind: string;
  message: string;
}

/**
 * The next whole minute at least 12 seconds away (a start set for the coming minute must be saved
 * before it passes), in UTC: the day and the `HH:MM` the admin types.
 */
function startSoon(now = new Date()) {
  const at = new Date(Math.ceil((now.getTime() + 12_000) / 60_000) * 60_000);
  const weekday = weekdays[(at.getUTCDay() + 6) % 7]!;
  const time = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  return { at, weekday, time };
}

describe('scheduled week starts', () => {
  let stack: TestStack;
  let browser: Browser;
  let adminPage: RecordedPage;
  let playerPage: RecordedPage;
  let api: Api;
  const admin = uniqueUser('ann');
  const player = uniqueUser('bob');
  let adminToken: string;
  let playerToken: string;
  let gameId: string;

  beforeAll(async () => {
    // The shared stack's scheduler polls every second (10 s by default), so a start is seen within a second.
    stack = await startTestStack();
    browser = await launchBrowser();
    // axe-core is injected as an inline script, which the app's Content-Security-Policy refuses.
    adminPage = await newPage(browser, stack.url, { bypassCSP: true });
    playerPage = await newPage(browser, stack.url, { bypassCSP: true });
    api = apiClient(stack.url);
    for (const user of [admin, player]) await registerUser(api, user);
    adminToken = await login(api, admin);
    playerToken = await login(api, player);
    const lob = setIdOf(await catalogSets(api, adminToken), 'LOB');
    const mode = await createMode(api, adminToken, { name: 'Clockwork League', weeks: 3, setIds: [lob] });
    gameId = (await createGame(api, adminToken, mode.id, [playerToken])).id;
    await ok(api, 'POST', `/rest/api/progression-game/${gameId}/week`, adminToken, { week: 1 });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('starts the next week by itself at the time the admin set, reminds and tells the admin, and shows the next start', async () => {
    const a = adminPage.page;
    await loginInBrowser(a, admin, `/games/game/${gameId}/admin`);
    const panel = a.getByRole('region', { name: t.title });
    await panel.getByText(t.off, { exact: true }).waitFor();

    const soon = startSoon();
    await panel.getByRole('switch', { name: t.enabledLabel }).click();
    await panel.getByRole('combobox', { name: t.weekdayLabel }).click();
    await a.getByRole('option', { name: labels.weekday[soon.weekday], exact: true }).click();
    await panel.getByLabel(t.timeLabel, { exact: true }).fill(soon.time);
    await panel.getByLabel(t.timeZoneLabel, { exact: true }).fill('UTC');
    await panel.getByRole('button', { name: t.save }).click();
    await a.getByText(t.saved, { exact: true }).waitFor();
    await panel.getByText(/^The next week starts /).waitFor();
    await shot(a, 'admin');

    // The overview tells every player when the week starts; the bell reminds bob of his unplayed match.
    const p = playerPage.page;
    await loginInBrowser(p, player, `/games/game/${gameId}/overview`);
    await p.getByText(/^The next week starts /).waitFor();
    const reminded = await eventually('the reminder', async () => {
      const { notifications } = await ok<{ notifications: Notification[] }>(
        api,
        'GET',
        '/rest/api/notifications',
        playerToken,
      );
      return notifications.find((note) => note.kind === 'WEEK_REMINDER');
    });
    expect(reminded.message).toBe(t.reminder(1, 'Clockwork League', 1));

    // Both pages on a laptop and a phone while the start is awaited: no WCAG 2.1 AA violation, nothing sideways.
    const findings: string[] = [];
    for (const [page, path] of [
      [a, `/games/game/${gameId}/admin`],
      [p, `/games/game/${gameId}/overview`],
    ] as const) {
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(path);
        await page.getByText(/^The next week starts /).waitFor();
        const violations = await wcagViolations(page);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (violations.length) findings.push(`${path} ${width}: ${violations.join('; ')}`);
        if (sideways > 0) findings.push(`${path} ${width}: ${sideways} px sideways`);
        await shot(page, `${path.split('/').pop()}-${width}`);
      }
    }
    expect(findings).toEqual([]);

    // At the set minute week 2 starts by itself: bob's open overview moves on without a reload.
    await p.getByText('Week 2', { exact: true }).first().waitFor({ timeout: 120_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(soon.at.getTime());
    const game = await ok<{ activeWeek: number; weeks: unknown[] }>(
      api,
      'GET',
      `/rest/api/progression-game/${gameId}`,
      adminToken,
    );
    expect(game.activeWeek).toBe(2);
    expect(game.weeks).toHaveLength(2);
    // The start dialog's warning reached the admin through the bell instead.
    const told = await eventually('the admin told', async () => {
      const { notifications } = await ok<{ notifications: Notification[] }>(
        api,
        'GET',
        '/rest/api/notifications',
        adminToken,
      );
      return notifications.find((note) => note.kind === 'SCHEDULED_START');
    });
    expect(told.message).toBe(
      t.withCheck(
        t.startedOnSchedule(2, 'Clockwork League'),
        t.openMatchesAtStart([admin.username, player.username]),
      ),
    );
    // And the overview now says when week 3 starts, a week on.
    await p.getByText(/^The next week starts /).waitFor();
    await shot(p, 'started');
    expect(adminPage.consoleErrors).toEqual([]);
    expect(playerPage.consoleErrors).toEqual([]);
  });
});
