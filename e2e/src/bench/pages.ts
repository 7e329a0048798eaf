// npm run bench -w @progression/e2e, third part: the speed budgets of every page, in Debian's chromium
// against the whole built stack (no network throttling), on a started league with something on every page
// (the one the accessibility test walks). Per page:
// - time to main content on a cold load (a fresh browser context: empty cache, logged in): the page's own
//   title set, its heading shown, nothing in it still loading. Target <= 1.0 s (p50 of 3 loads).
// - time to main content when moving to it from another area inside the app (a link's pushState), the
//   first time (its area's code not yet loaded) and again. Target <= 300 ms.
// - the JavaScript of that cold load, gzipped at the default level (target <= 250 KB on the first
//   logged-in load) and as sent, and any module fetched twice (every shared library must arrive once).
// - Lighthouse's mobile performance (target >= 90) and accessibility (target 100).
// Per action a player repeats, from the click or key press until its result is on screen (target <= 300
// ms): open the set picker, start a draft, flip a pack, open the next pack, open all packs, add a card to
// a deck, report a result; and the spacing of card flips (target 150 ms, within 20 ms).
// BENCH_PAGES=collection,deck-editor limits the pages; BENCH_LIGHTHOUSE=0 leaves Lighthouse out;
// BENCH_SCRIPTS=1 lists the scripts of the first logged-in load with their packages, and each module file
// fetched twice with the scripts that brought it; BENCH_WATERFALL=1 lists each page's requests until its
// content showed; BENCH_PROFILE=1 prints where the main thread spent each page's first cold load;
// BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each page's whole Lighthouse report there.
import { launchBrowser, percentile } from '@progression/service-kit/testing';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { leagueWithEveryPage, type PageToCheck } from '../accessibility/league';
import {
  apiClient,
  createMode,
  login,
  startTestStack,
  uniqueUser,
  type Api,
  type TestStack,
  type TestUser,
} from '../harness';
import {
  flipGaps,
  recordInputs,
  timeFromInput,
  timeInAppNavigation,
  timeSinceNavigation,
  watchFlips,
} from './pages/in-page';
import { openLighthouseBrowser, type LighthouseFigures } from './pages/lighthouse';
import { printProfile, startProfile } from './pages/profile';
import { collectScripts, type ScriptLoad } from './pages/scripts';

const coldTargetMs = 1000;
const areaTargetMs = 300;
const actionTargetMs = 300;
const jsTargetKb = 250;
const performanceTarget = 90;
const flipSpacingMs = 150;
const flipToleranceMs = 20;
const coldLoads = 3;
const desktop = { width: 1366, height: 900 };

interface PageFigures {
  page: PageToCheck;
  coldMs: number[];
  firstVisitMs?: number;
  revisitMs?: number;
  /** The first visit after someone used the page a moment (the shell loads the areas' code meanwhile). */
  afterUseMs?: number;
  scripts?: ScriptLoad;
  lighthouse?: LighthouseFigures | string;
}

const verdict = (within: boolean) => (within ? 'within' : 'OVER');
const kb = (bytes: number) => Math.round(bytes / 1024);

/** A logged-in browser context of its own (so a cold cache) for the game's admin. */
function contextOptions(stack: TestStack, token: string, gameId: string): BrowserContextOptions {
  return {
    baseURL: stack.url,
    viewport: desktop,
    // The bench's in-page probes are evaluated code, which the app's Content-Security-Policy refuses.
    bypassCSP: true,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: stack.url,
          localStorage: [
            { name: 'jwt_token', value: token },
            { name: 'selected_game_id', value: gameId },
          ],
        },
      ],
    },
  };
}

async function coldLoad(
  browser: Browser,
  options: BrowserContextOptions,
  target: PageToCheck,
  withScripts: boolean,
): Promise<{ ms: number; scripts?: ScriptLoad }> {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    const scripts = withScripts ? collectScripts(page) : undefined;
    const profile = withScripts && process.env.BENCH_PROFILE === '1' ? await startProfile(page) : undefined;
    await page.goto(target.path, { waitUntil: 'commit' });
    const ms = await timeSinceNavigation(page, target.title);
    if (profile) printProfile(target.name, await profile.stop());
    if (withScripts && process.env.BENCH_WATERFALL === '1') await printWaterfall(page, target, ms);
    // What the page still fetches right after its content shows belongs to the same load.
    if (scripts) await page.waitForTimeout(1_500);
    return { ms, scripts: await scripts?.result() };
  } finally {
    await context.close();
  }
}

/** Every request of the load until the content showed: when it started and ended (page clock). */
async function printWaterfall(page: Page, target: PageToCheck, visibleMs: number): Promise<void> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return { name: new URL(timing.name).pathname, start: timing.startTime, end: timing.responseEnd };
    }),
  );
  console.log(`  ${target.name}: content visible at ${Math.round(visibleMs)} ms`);
  for (const { name, start, end } of entries.filter((entry) => entry.start < visibleMs))
    console.log(
      `    ${String(Math.round(start)).padStart(5)} → ${String(Math.round(end)).padStart(5)} ms  ${name}`,
    );
}

async function measurePages(browser: Browser, options: BrowserContextOptions, pages: PageToCheck[]) {
  const figures: PageFigures[] = [];
  for (const target of pages) {
    const entry: PageFigures = { page: target, coldMs: [] };
    for (let run = 0; run < coldLoads; run++) {
      const { ms, scripts } = await coldLoad(browser, options, target, run === 0);
      entry.coldMs.push(ms);
      if (scripts) entry.scripts = scripts;
    }
    figures.push(entry);
  }

  // Moving inside the app: one context, from page to page, twice round.
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto('/welcome');
  await timeSinceNavigation(page, 'Welcome to Progression · Progression');
  for (const round of ['firstVisitMs', 'revisitMs'] as const)
    for (const entry of figures) {
      if (page.url().endsWith(entry.page.path)) continue;
      // A move that never showed its page counts as over the budget.
      entry[round] = await timeInAppNavigation(page, entry.page.path, entry.page.title).catch(() => Infinity);
    }
  await context.close();

  // The same first visits by someone who used the first page a moment: the pointer moved, then 3 s passed.
  const used = await browser.newContext(options);
  const usedPage = await used.newPage();
  await usedPage.goto('/welcome');
  await timeSinceNavigation(usedPage, 'Welcome to Progression · Progression');
  await usedPage.mouse.move(200, 200);
  await usedPage.mouse.move(220, 240);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  for (const entry of figures) {
    if (usedPage.url().endsWith(entry.page.path)) continue;
    entry.afterUseMs = await timeInAppNavigation(usedPage, entry.page.path, entry.page.title).catch(
      () => Infinity,
    );
  }
  await used.close();
  return figures;
}

async function measureLighthouse(stack: TestStack, token: string, gameId: string, figures: PageFigures[]) {
  const lighthouse = await openLighthouseBrowser();
  try {
    const page = await lighthouse.context.newPage();
    await page.goto(`${stack.url}/login`);
    await page.evaluate(
      ([token, gameId]) => {
        localStorage.setItem('jwt_token', token!);
        localStorage.setItem('selected_game_id', gameId!);
      },
      [token, gameId],
    );
    await page.close();
    for (const entry of figures)
      entry.lighthouse = await lighthouse
        .audit(`${stack.url}${entry.page.path}`)
        .catch((error: Error) => error.message.replace(/^Lighthouse on \S+: /, '').slice(0, 300));
  } finally {
    await lighthouse.close();
  }
}

/** Text somewhere in the page's main content. */
const mainHas = (text: string) => !!document.querySelector('main')?.textContent?.includes(text);
/** An open dialog that lists choices (the set picker once its sets are shown). */
const dialogWithChoices = () =>
  !!document.querySelector('[role="dialog"] [role="checkbox"], [role="dialog"] input[type="checkbox"]');
/** An element labelled exactly so. */
const labelled = (label: string) => !!document.querySelector(`[aria-label="${CSS.escape(label)}"]`);
/** The Main and Extra Deck counts of the deck editor, summed. */
const deckCount = () =>
  [...(document.querySelector('main')?.textContent ?? '').matchAll(/(\d+) \/ (?:60|15)/g)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
// The page runs each probe alone (serialized), so this one repeats the sum rather than calling deckCount.
const deckCountAbove = (count: number) =>
  [...(document.querySelector('main')?.textContent ?? '').matchAll(/(\d+) \/ (?:60|15)/g)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  ) > count;

/** A mode of one week with no sets yet, as an admin designing a league has it: its page, for the set picker. */
async function modeBeingDesigned(api: Api, token: string): Promise<PageToCheck> {
  const name = 'Bench mode';
  const mode = await createMode(api, token, { name, weeks: 1, setIds: [] });
  return {
    name: 'new-mode',
    path: `/modes/progression-mode/${mode.id}?edit=true`,
    title: `${name} · Progression`,
  };
}

async function openPage(page: Page, target: PageToCheck | undefined): Promise<void> {
  if (!target) throw new Error('the league has no such page');
  await page.goto(target.path);
  await timeSinceNavigation(page, target.title);
}

async function measureActions(
  browser: Browser,
  options: BrowserContextOptions,
  pages: PageToCheck[],
  newMode: PageToCheck,
  opponent: TestUser,
): Promise<{ actions: Map<string, number[]>; flips: number[] }> {
  const actions = new Map<string, number[]>();
  const note = (name: string, ms: number) => actions.set(name, [...(actions.get(name) ?? []), ms]);
  const flips: number[] = [];
  const context = await browser.newContext(options);
  await recordInputs(context);
  const page = await context.newPage();
  const named = (name: string) => pages.find((candidate) => candidate.name === name);

  await openPage(page, newMode);
  for (let run = 0; run < 3; run++) {
    const trigger = page.getByRole('button', { name: 'Choose sets for week 1 Standard' });
    note(
      'open the set picker',
      await timeFromInput(page, () => trigger.click(), dialogWithChoices, undefined),
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }

  for (const week of [2, 1]) {
    await openPage(page, named('drafts'));
    const start = page
      .getByRole('region', { name: `Week ${week} draft` })
      .getByRole('button', { name: 'Start draft' });
    note('start a draft', await timeFromInput(page, () => start.click(), mainHas, 'You will get'));
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('button', { name: 'Flip cards' }).waitFor();
    const faceDown = await page.getByRole('listitem', { name: 'Face-down card' }).count();
    await watchFlips(page);
    note(
      'flip a pack (first card face up)',
      await timeFromInput(
        page,
        () => page.getByRole('button', { name: 'Flip cards' }).click(),
        () =>
          !document.querySelector(
            'main [aria-label="Pack 1 cards"] > [aria-label="Face-down card"]:first-child',
          ),
        undefined,
      ),
    );
    flips.push(...(await flipGaps(page, faceDown)));
    const next = page.getByRole('button', { name: 'Open next pack' });
    if (await next.isVisible())
      note('open the next pack', await timeFromInput(page, () => next.click(), labelled, 'Pack 2 cards'));
    note(
      'open all packs',
      await timeFromInput(
        page,
        () => page.getByRole('button', { name: 'Open all packs' }).click(),
        (text) => new RegExp(text).test(document.querySelector('main')?.textContent ?? ''),
        'Stage 1 gave you \\d+ card',
      ),
    );
  }

  await openPage(page, named('deck-editor'));
  const tiles = page.getByRole('list', { name: 'Collection cards' }).getByRole('button');
  for (let run = 0; run < 6; run++) {
    const before = await page.evaluate(deckCount);
    await tiles.nth(run).focus();
    note(
      'add a card to a deck',
      await timeFromInput(page, () => page.keyboard.press('Enter'), deckCountAbove, before),
    );
  }

  await openPage(page, named('matches'));
  for (let run = 0; run < 3; run++) {
    note(
      'report a result',
      await timeFromInput(
        page,
        () => page.getByRole('button', { name: `Win against ${opponent.username}` }).click(),
        labelled,
        `Reset match against ${opponent.username}`,
      ),
    );
    note(
      'reset a result',
      await timeFromInput(
        page,
        () => page.getByRole('button', { name: `Reset match against ${opponent.username}` }).click(),
        labelled,
        `Win against ${opponent.username}`,
      ),
    );
  }
  await context.close();
  return { actions, flips };
}

function printPages(figures: PageFigures[]): void {
  console.log(
    `\nPages (1366 px; cold: p50 of ${coldLoads} loads in a fresh context; in-app: first visit / again; ` +
      'after use: the first visit once the pointer moved and 3 s passed)',
  );
  for (const { page, coldMs, firstVisitMs, revisitMs, afterUseMs, scripts, lighthouse } of figures) {
    const cold = percentile(coldMs, 50);
    const moves = [firstVisitMs, revisitMs].map((ms) =>
      ms === undefined ? '-' : ms === Infinity ? 'failed' : `${Math.round(ms)}`,
    );
    // The page the walk starts on has no first visit.
    const moved = [firstVisitMs, revisitMs].filter((ms) => ms !== undefined);
    const worstMove = moved.length ? Math.max(...moved) : Infinity;
    const js = scripts ? `JS ${kb(scripts.gzipBytes)} KB gzip (${kb(scripts.sentBytes)} KB sent)` : '';
    const lh =
      lighthouse === undefined
        ? ''
        : typeof lighthouse === 'string'
          ? `Lighthouse failed: ${lighthouse}`
          : `Lighthouse perf ${lighthouse.performance} (${verdict(lighthouse.performance >= performanceTarget)}; ` +
            `FCP ${lighthouse.fcpMs} LCP ${lighthouse.lcpMs} TBT ${lighthouse.tbtMs} ms) a11y ${lighthouse.accessibility}` +
            `${lighthouse.failedAudits.length ? ` [${lighthouse.failedAudits.join(', ')}]` : ''} (${verdict(lighthouse.accessibility === 100)})`;
    console.log(
      `  ${page.name.padEnd(16)} cold ${String(Math.round(cold)).padStart(5)} ms (${verdict(cold <= coldTargetMs)})` +
        `  in-app ${moves.join(' / ').padStart(11)} ms (${verdict(worstMove <= areaTargetMs)})` +
        `  after use ${afterUseMs === undefined ? '-' : afterUseMs === Infinity ? 'failed' : Math.round(afterUseMs)} ms  ${js}`,
    );
    if (lh) console.log(`  ${''.padEnd(16)} ${lh}`);
  }
  const first = figures[0]?.scripts;
  const firstLoggedIn = figures.find((entry) => entry.page.name === 'overview')?.scripts ?? first;
  if (firstLoggedIn)
    console.log(
      `\nJS on the first logged-in load (the game overview): ${kb(firstLoggedIn.gzipBytes)} KB gzip in ` +
        `${firstLoggedIn.files} files (target <= ${jsTargetKb} KB: ${verdict(kb(firstLoggedIn.gzipBytes) <= jsTargetKb)})`,
    );
  if (firstLoggedIn && process.env.BENCH_SCRIPTS === '1')
    for (const { path, gzipBytes, packages } of firstLoggedIn.scripts)
      console.log(`    ${path.padEnd(44)} ${String(kb(gzipBytes)).padStart(4)} KB  ${packages.join(' ')}`);
  const duplicated = new Map<string, number>();
  for (const { scripts } of figures)
    for (const [pkg, files] of Object.entries(scripts?.duplicated ?? {}))
      duplicated.set(pkg, Math.max(duplicated.get(pkg) ?? 0, files));
  console.log(
    duplicated.size === 0
      ? 'Every module arrived once on every page (shared libraries loaded once).'
      : `Modules fetched twice on some page: ${[...duplicated].map(([pkg, files]) => `${pkg} (${files} files)`).join(', ')}`,
  );
  if (process.env.BENCH_SCRIPTS === '1')
    for (const { page, scripts } of figures)
      for (const { file, scripts: from } of scripts?.duplicatedFiles ?? [])
        console.log(`    twice on ${page.name}: ${file} (${from.join(', ')})`);
}

function printActions(actions: Map<string, number[]>, flips: number[]): void {
  console.log('\nActions (from the click or key press until the result is on screen)');
  for (const [name, samples] of actions) {
    const worst = Math.max(...samples);
    console.log(
      `  ${name.padEnd(36)} p50 ${percentile(samples, 50).toFixed(0).padStart(5)} ms   worst ${worst
        .toFixed(0)
        .padStart(
          5,
        )} ms   (n=${samples.length}; target <= ${actionTargetMs} ms: ${verdict(worst <= actionTargetMs)})`,
    );
  }
  if (flips.length === 0) return;
  const off = flips.filter((gap) => Math.abs(gap - flipSpacingMs) > flipToleranceMs).length;
  console.log(
    `  card flips apart: p50 ${percentile(flips, 50).toFixed(0)} ms, min ${Math.min(...flips).toFixed(0)}, ` +
      `max ${Math.max(...flips).toFixed(0)} (n=${flips.length}; ${off} outside ${flipSpacingMs} ± ${flipToleranceMs} ms: ` +
      `${verdict(off === 0)})`,
  );
}

async function main(): Promise<void> {
  const stack = await startTestStack();
  let browser: Browser | undefined;
  try {
    const api = apiClient(stack.url);
    const ann = uniqueUser('ann');
    const bob = uniqueUser('bob');
    const league = await leagueWithEveryPage(stack, api, ann, bob);
    const wanted = process.env.BENCH_PAGES?.split(',');
    const pages = league.pages.filter((page) => !wanted || wanted.includes(page.name));
    const token = await login(api, ann);
    const options = contextOptions(stack, token, league.gameId);
    browser = await launchBrowser();
    const figures = await measurePages(browser, options, pages);
    if (process.env.BENCH_LIGHTHOUSE !== '0') await measureLighthouse(stack, token, league.gameId, figures);
    printPages(figures);
    const newMode = await modeBeingDesigned(api, token);
    const { actions, flips } = await measureActions(browser, options, league.pages, newMode, bob);
    printActions(actions, flips);
  } finally {
    await browser?.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
