// Three weeks of a league played through the pages by an admin who plays, two players (one on a phone) and
// a late joiner; at the end every number the pages show is compared with what the oracle computes from
// what the test clicked and saw.
import type { Browser, Page } from 'playwright-core';
import {
  apiClient,
  catalogSets,
  launchBrowser,
  login,
  loginInBrowser,
  newPage,
  registerUser,
  startTestStack,
  uniqueUser,
  eventually,
  screenshots,
  visit,
  type RecordedPage,
  type TestStack,
  type TestUser,
} from '../harness';
import {
  collection,
  currentScores,
  grants,
  legs,
  matchStats,
  standings,
  winsMinusLosses,
  type CardSource,
  type Grant,
  type Result,
  type Season,
  type TrackKind,
} from './oracle';
import {
  addCardToDeck,
  claimReward,
  collectionPage,
  openDraftFromDraftsPage,
  report,
  scoreTable,
  settled,
  standingsTable,
  statCard,
} from './steps';

jest.setTimeout(600_000);

const shot = screenshots('season-');

const legLength = 1;
const placementScores = [5, 3, 2, 1];
const listNames: Record<TrackKind, string> = { WEEK: 'Weekly', WIN: 'Wins', LOSS: 'Losses' };
const typeNames = {
  REWARD_PACK: 'Reward pack',
  BOOSTER_PACK: 'Booster pack',
  WILDCARD: 'Wildcard',
  COMMON_WILDCARD: 'Common wildcard',
} as const;
const rewardLabel = (grant: Grant) => `${typeNames[grant.type]} x ${grant.quantity}`;

/** A person of the season: their account, their page, and what the test saw them get. */
interface Person {
  user: TestUser;
  recorded: RecordedPage;
  page: Page;
  /** Week starts the player was in the game for (rewards are granted then). */
  evaluatedAt: number[];
  /** Weekly drafts the player has ("Week 1 draft"). */
  weeklyDrafts: string[];
  sources: CardSource[];
  claims: (Grant & { rewardId: string })[];
  deckCards: number;
}

/** Chooses one set for a week's pool in the mode page's set picker. */
async function chooseSet(page: Page, week: number, search: string, set: string): Promise<void> {
  await page.getByRole('button', { name: `Choose sets for week ${week} Standard` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox', { name: 'Search sets' }).fill(search);
  await dialog.getByRole('checkbox', { name: set, exact: true }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('a season of three weeks: every number the pages show agrees with an independent count', () => {
  let stack: TestStack;
  let browser: Browser;
  let gameId: string;
  let inviteCode: string;
  const people: Record<'ann' | 'bob' | 'cat' | 'dan', Person> = {} as never;
  const results: Result[] = [];
  const reverted = new Set<string>();
  const season: Season = { players: [], weekPlayers: new Map(), results, activeWeek: 0 };
  const ann = () => people.ann;
  const inGame = () =>
    season.players.map((name) => Object.values(people).find((p) => p.user.username === name)!);

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    const api = apiClient(stack.url);
    const desktop = { viewport: { width: 1366, height: 768 } };
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    for (const name of ['ann', 'bob', 'cat', 'dan'] as const) {
      const user = uniqueUser(name);
      await registerUser(api, user);
      const recorded = await newPage(browser, stack.url, name === 'cat' ? phone : desktop);
      people[name] = {
        user,
        recorded,
        page: recorded.page,
        evaluatedAt: [],
        weeklyDrafts: [],
        sources: [],
        claims: [],
        deckCards: 0,
      };
    }
    // The catalog's first import must be done before sets can be chosen.
    const token = await login(api, people.ann.user);
    await catalogSets(api, token, []);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** The admin starts the next week from the admin page; the week's players get their matches. */
  async function startWeek(week: number): Promise<void> {
    const a = ann().page;
    await visit(a, `/games/game/${gameId}/admin`);
    await a.getByRole('button', { name: 'Start next week' }).click();
    const dialog = a.getByRole('dialog', { name: 'Start next week' });
    await dialog.getByRole('button', { name: `Start week ${week}` }).click();
    await dialog.waitFor({ state: 'detached' });
    await a.getByRole('region', { name: 'Active Week' }).getByText(`Week ${week}`, { exact: true }).waitFor();
    season.activeWeek = week;
    season.weekPlayers.set(week, [...season.players]);
    for (const person of inGame()) {
      person.evaluatedAt.push(week);
      person.weeklyDrafts.push(`Week ${week} draft`);
    }
  }

  /** A user joins with the invite code in the Join game dialog. */
  async function join(person: Person): Promise<void> {
    const p = person.page;
    await loginInBrowser(p, person.user, '/games/overview');
    await p.getByRole('button', { name: 'Join game' }).click();
    const dialog = p.getByRole('dialog', { name: 'Join game' });
    await dialog.getByRole('textbox', { name: 'Invite code' }).fill(inviteCode);
    await dialog.getByRole('img', { name: 'Invite code found' }).waitFor();
    await dialog.getByRole('button', { name: 'Join game' }).click();
    await p.getByText(/^Joined game .* successfully$/).waitFor();
    season.players.push(person.user.username);
  }

  /** Each player of the week opens their weekly drafts, claims the rewards due and adds a card to a deck. */
  async function playersPlay(week: number): Promise<void> {
    // The players play at once, as they would: each in their own browser context.
    await Promise.all(inGame().map((person) => playerPlays(person, week)));
  }

  /** One player's week: weekly drafts opened, the rewards due claimed, a card added to the deck. */
  async function playerPlays(person: Person, week: number): Promise<void> {
    const opened = new Set(person.sources.map((source) => source.source));
    for (const draft of person.weeklyDrafts.filter((title) => !opened.has(title)))
      person.sources.push({
        source: draft,
        cards: await openDraftFromDraftsPage(person.page, gameId, draft),
      });
    const due = grants(season, person.user.username, person.evaluatedAt).filter(
      (grant) => grant.week === week,
    );
    if (due.length > 0) await waitForRewards(person, due.length + person.claims.length);
    for (const grant of due) {
      const claim = await claimReward(person.page, gameId, listNames[grant.kind], rewardLabel(grant));
      person.claims.push({ ...grant, rewardId: claim.rewardId });
      person.sources.push({ source: claim.rewardId, cards: claim.cards });
    }
    await addCardToDeck(person.page, gameId, person.deckCards === 0);
    person.deckCards++;
  }

  /** Reloads the Rewards page until it lists `count` rewards (tracks are evaluated after the week starts). */
  async function waitForRewards(person: Person, count: number): Promise<void> {
    const p = person.page;
    await eventually(
      `${count} rewards for ${person.user.username}`,
      async () => {
        await p.goto(`/games/game/${gameId}/rewards`);
        await p.getByText('Reward tracks are only updated when a new week starts').waitFor();
        return (await p.getByRole('button', { name: /^(Claim|View) reward$/ }).count()) >= count;
      },
      { timeoutMs: 30_000, everyMs: 500 },
    );
  }

  /** Reports `winner` beating `loser` from the Matches page of whichever of the two `by` names. */
  async function play(week: number, winner: Person, loser: Person, by: Person = winner): Promise<void> {
    await visit(by.page, `/games/game/${gameId}/matches`);
    const opponent = by === winner ? loser : winner;
    await report(by.page, opponent.user.username, by === winner ? 'Win' : 'Loss');
    results.push({ week, winner: winner.user.username, loser: loser.user.username });
  }

  it('the admin designs a mode and creates the game through the pages; two players join with the code', async () => {
    const a = ann().page;
    await loginInBrowser(a, ann().user, '/modes/overview');
    await a.getByRole('button', { name: 'New Mode' }).click();
    await a.getByRole('button', { name: 'Save' }).waitFor();
    await a.getByRole('textbox', { name: 'Mode name' }).fill('Season League');
    await chooseSet(a, 1, 'Legend of Blue', 'Legend of Blue Eyes White Dragon (LOB)');
    await a.getByRole('button', { name: 'Add week' }).click();
    await chooseSet(a, 2, 'Metal Raiders', 'Metal Raiders (MRD)');
    await a.getByRole('button', { name: 'Add week' }).click();
    await chooseSet(a, 3, 'Metal Raiders', 'Metal Raiders (MRD)');
    // Two packs a week keep the season quick to open.
    await a.getByRole('group', { name: 'Step 1' }).getByRole('spinbutton', { name: 'Packs' }).fill('2');
    await a.getByRole('button', { name: 'Save' }).click();
    await a.getByRole('button', { name: 'Edit' }).waitFor();

    await a.getByRole('button', { name: 'Back to my modes' }).click();
    await a
      .getByRole('region', { name: 'Season League' })
      .getByRole('button', { name: 'Start Game' })
      .click();
    await a.getByRole('region', { name: 'Overview of Season League' }).waitFor();
    await a.getByRole('button', { name: 'Next' }).click();
    await a.getByRole('checkbox', { name: 'Give players who join mid game all prior drafts?' }).click();
    await a.getByRole('button', { name: 'Next' }).click();
    await a.waitForURL(/\/games\/game\/[^/]+$/);
    gameId = new URL(a.url()).pathname.split('/')[3]!;
    const copy = a.getByRole('button', { name: /^Copy invite code / });
    inviteCode = (await copy.getAttribute('aria-label'))!.replace('Copy invite code ', '');
    season.players.push(ann().user.username);

    // Legs of one week, so two legs are complete by week 3 and the third is in progress.
    await visit(a, `/games/game/${gameId}/admin`);
    const config = a.getByRole('region', { name: 'Game Match Config' });
    await config.getByRole('switch', { name: 'Legs enabled' }).click();
    await config.getByRole('spinbutton', { name: 'Leg length (weeks)' }).fill(String(legLength));
    await config.getByRole('textbox', { name: 'Placement scores' }).fill(placementScores.join(', '));
    await config.getByRole('button', { name: 'Save' }).click();
    await a.getByText('Match config saved', { exact: true }).waitFor();

    await join(people.bob);
    await join(people.cat);
  });

  it('week 1: drafts opened, a deck begun, every match reported', async () => {
    const { ann: a, bob: b, cat: c } = people;
    await startWeek(1);
    await playersPlay(1);
    await play(1, a, b);
    await play(1, a, c, c);
    await play(1, b, c);
  });

  it('week 2: a late joiner gets the prior drafts; rewards are claimed', async () => {
    const { ann: a, bob: b, cat: c, dan: d } = people;
    await startWeek(2);
    await join(d);
    d.weeklyDrafts.push('Week 1 draft', 'Week 2 draft');
    season.weekPlayers.get(2)!.push(d.user.username);
    await playersPlay(2);
    await play(2, a, b, b);
    await play(2, a, c);
    // The late joiner's matches of the week come from the join.
    await visit(d.page, `/games/game/${gameId}/matches`);
    await d.page.getByRole('button', { name: `Win against ${a.user.username}` }).waitFor();
    await play(2, a, d);
    await play(2, b, c, c);
    await play(2, b, d);
    await play(2, d, c, d);
  });

  it('week 3: rewards of the tracks claimed, the admin reverts one claimed reward, one match left unplayed', async () => {
    const { ann: a, bob: b, cat: c, dan: d } = people;
    await startWeek(3);
    await playersPlay(3);
    await play(3, c, a);
    await play(3, c, b, b);
    await play(3, c, d, d);
    await play(3, d, a, a);
    await play(3, d, b);
    // ann against bob stays unplayed.

    // The admin reverts bob's week 2 Booster pack on the player rewards page.
    const reward = b.claims.find((claim) => claim.week === 2 && claim.type === 'BOOSTER_PACK')!;
    const p = a.page;
    await visit(p, `/games/game/${gameId}/admin`);
    await p.getByRole('button', { name: 'Player rewards' }).click();
    await p.waitForURL(`**/games/game/${gameId}/admin/rewards`);
    await p.getByRole('tab', { name: b.user.username }).click();
    await p
      .getByRole('table', { name: `${b.user.username}'s rewards` })
      .getByRole('row')
      .filter({ hasText: rewardLabel(reward) })
      .filter({ has: p.getByRole('cell', { name: '2', exact: true }) })
      .getByRole('button', { name: 'Revert' })
      .click();
    await p.getByRole('dialog').getByRole('button', { name: 'Revert' }).click();
    await p.getByText('Reward reverted', { exact: true }).waitFor();
    reverted.add(reward.rewardId);
  });

  const allLegs = () => legs(season, legLength, placementScores);

  it('the Scores page: Current Scores sum the completed legs, each leg ranks its own results, Leg 3 is provisional', async () => {
    const p = people.cat.page;
    await visit(p, `/games/game/${gameId}/stats`);
    expect(await scoreTable(p, 'Current Scores')).toEqual(currentScores(allLegs()));
    for (const leg of allLegs().filter((l) => l.complete))
      expect({ leg: leg.leg, rows: await scoreTable(p, `Leg ${leg.leg}`) }).toEqual({
        leg: leg.leg,
        rows: leg.rows,
      });
    const inProgress = allLegs().find((l) => !l.complete)!;
    expect(await scoreTable(p, 'In Progress')).toEqual(inProgress.rows);
    await p
      .getByRole('tabpanel')
      .getByText(/^Provisional/)
      .waitFor();
  });

  it('the Matches page and the overview: W/L, Winrate and Un-played of this week and of all weeks', async () => {
    const shown: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const person of inGame()) {
      const p = person.page;
      const name = person.user.username;
      await visit(p, `/games/game/${gameId}/matches`);
      await p.getByRole('region', { name: 'W/L', exact: true }).waitFor();
      const read = async () => ({
        wl: await statCard(p, 'W/L'),
        winrate: await statCard(p, 'Winrate'),
        unplayed: await statCard(p, 'Un-played'),
      });
      const thisWeek = matchStats(season, name, (week) => week === season.activeWeek);
      const allWeeks = matchStats(season, name, () => true);
      const shownThisWeek = await settled(read, thisWeek);
      await p.getByRole('combobox', { name: 'Week' }).click();
      await p.getByRole('option', { name: 'All weeks' }).click();
      const shownAllWeeks = await settled(read, allWeeks);
      await visit(p, `/games/game/${gameId}/overview`);
      const stats = p.getByRole('region', { name: 'Stats' }).getByLabel('Wins minus losses');
      await stats.waitFor();
      shown[name] = {
        thisWeek: shownThisWeek,
        allWeeks: shownAllWeeks,
        // "+3", "0" or "−2": the number.
        winsMinusLosses: Number((await stats.textContent())!.replace('−', '-')),
      };
      expected[name] = { thisWeek, allWeeks, winsMinusLosses: winsMinusLosses(season, name) };
    }
    expect(shown).toEqual(expected);
  });

  it('the Rewards page: every reward the tracks grant, in its list and week, claimed unless reverted', async () => {
    const shownAll: Record<string, string[]> = {};
    const expectedAll: Record<string, string[]> = {};
    for (const person of inGame()) {
      const p = person.page;
      const name = person.user.username;
      await visit(p, `/games/game/${gameId}/rewards`);
      await p.getByText('Reward tracks are only updated when a new week starts').waitFor();
      const read = async () => {
        const shown: string[] = [];
        for (const kind of ['WEEK', 'WIN', 'LOSS'] as const) {
          const cards = await p
            .getByRole('region', { name: listNames[kind], exact: true })
            .getByRole('region')
            .evaluateAll((all) =>
              all.map((card) => [card.getAttribute('aria-label'), card.textContent ?? '']),
            );
          for (const [label, text] of cards)
            shown.push(
              `${listNames[kind]}: ${label}, week ${text!.match(/Week (\d+)/)?.[1]}, ${text!.includes('Claimed') ? 'claimed' : 'unclaimed'}`,
            );
        }
        return shown.sort();
      };
      const expected = grants(season, name, person.evaluatedAt).map((grant) => {
        const claim = person.claims.find(
          (c) => c.kind === grant.kind && c.type === grant.type && c.week === grant.week,
        );
        const claimed = claim && !reverted.has(claim.rewardId);
        return `${listNames[grant.kind]}: ${rewardLabel(grant)}, week ${grant.week}, ${claimed ? 'claimed' : 'unclaimed'}`;
      });
      expectedAll[name] = expected.sort();
      shownAll[name] = await settled(read, expectedAll[name]);
    }
    expect(shownAll).toEqual(expectedAll);
  });

  it('the Collection page: each card counts the opened packs and claimed rewards, less the reverted one', async () => {
    const differencesOf: Record<string, string[]> = {};
    for (const person of inGame()) {
      const name = person.user.username;
      const expected = collection(person.sources, reverted);
      const differences = (shown: Map<string, number>) =>
        [...new Set([...shown.keys(), ...expected.keys()])]
          .filter((card) => shown.get(card) !== expected.get(card))
          .sort()
          .map((card) => `${card}: page ${shown.get(card) ?? 0}, expected ${expected.get(card) ?? 0}`);
      differencesOf[name] = await settled(
        async () => differences(await collectionPage(person.page, gameId)),
        [],
      );
    }
    expect(differencesOf).toEqual(Object.fromEntries(inGame().map((person) => [person.user.username, []])));
  });

  it('the Drafts page: each weekly draft and each kept reward draft is Complete', async () => {
    const shownAll: Record<string, string[]> = {};
    const expectedAll: Record<string, string[]> = {};
    for (const person of inGame()) {
      const p = person.page;
      const name = person.user.username;
      await visit(p, `/games/game/${gameId}/drafts`);
      const list = p.getByRole('list', { name: 'Your drafts' });
      await list.waitFor();
      const read = () =>
        list
          .getByRole('region')
          .evaluateAll((all) =>
            all
              .map(
                (card) =>
                  `${card.getAttribute('aria-label')}: ${card.textContent?.match(/Not Started|Stage \d+ \/ \d+|Complete/)?.[0]}`,
              )
              .sort(),
          );
      const rewardDrafts = person.claims.filter(
        (claim) => claim.type.endsWith('PACK') && !reverted.has(claim.rewardId),
      ).length;
      const expected = [
        ...person.weeklyDrafts.map((title) => `${title}: Complete`),
        ...Array.from({ length: rewardDrafts }, () => 'Reward draft: Complete'),
      ];
      expectedAll[name] = expected.sort();
      shownAll[name] = await settled(read, expectedAll[name]);
    }
    expect(shownAll).toEqual(expectedAll);
  });

  it("with legs turned off, the Stats page shows every week's standings", async () => {
    const a = ann().page;
    await visit(a, `/games/game/${gameId}/admin`);
    const config = a.getByRole('region', { name: 'Game Match Config' });
    await config.getByRole('switch', { name: 'Legs enabled' }).click();
    await config.getByRole('button', { name: 'Save' }).click();
    await a.getByText('Match config saved', { exact: true }).waitFor();
    const p = people.cat.page;
    await visit(p, `/games/game/${gameId}/stats`);
    expect(await standingsTable(p)).toEqual(standings(season));
  });

  it('the pages ran clean', async () => {
    if (process.env.E2E_SCREENSHOTS) await screenshotPhoneAndDesktop();
    for (const person of Object.values(people)) {
      expect({
        name: person.user.username,
        // Card images are never reachable offline; single-spa's #31 says a mount took over 3 s, which a
        // loaded 2-core machine running four browsers and the stack causes, not the page.
        errors: person.recorded.consoleErrors.filter(
          (error) =>
            !error.includes('Failed to load resource') && !error.includes('single-spa minified message #31'),
        ),
      }).toEqual({ name: person.user.username, errors: [] });
      expect(person.recorded.failedRequests).toEqual([]);
    }
  });

  /** The phone player's and the admin's pages in the light and the dark theme, for a person to look at. */
  async function screenshotPhoneAndDesktop(): Promise<void> {
    for (const person of [people.cat, people.ann])
      for (const theme of ['light', 'dark']) {
        const p = person.page;
        await p.evaluate((value) => localStorage.setItem('theme', value), theme);
        for (const sub of ['overview', 'matches', 'stats', 'rewards', 'collection', 'drafts', 'decks']) {
          await p.goto(`/games/game/${gameId}/${sub}`);
          await p.getByRole('heading', { level: 1 }).first().waitFor();
          await p.getByRole('progressbar').first().waitFor({ state: 'detached' });
          await shot(p, `${person === people.cat ? 'phone' : 'desktop'}-${theme}-${sub}`);
        }
      }
  }
});
