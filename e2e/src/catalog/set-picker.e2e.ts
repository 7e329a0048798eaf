// The set picker and the set details dialog of packages/card-ui, on the real stack with the real card
// data imported by the catalog, in chromium with every image failing to load. The shell mounts
// microfrontends only, so a test-only microfrontend (e2e/fixtures/mf-card-catalog) renders the picker; it
// is built here with the shared microfrontend build and mounted through a federation manifest.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
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
  type RecordedPage,
  type TestStack,
} from '../harness';

// Building the fixture, starting the stack and the catalog's first import take minutes on a small machine.
jest.setTimeout(600_000);

const fixturesDir = join(__dirname, '../../fixtures');
const fixtureDir = join(fixturesDir, 'mf-card-catalog');
const fixturePath = '/card-catalog';

/** Builds the fixture microfrontend into its dist/ with the shared build helper. */
function buildFixture(): void {
  const bin = join(__dirname, '../../../packages/mf-build/bin/mf-build.js');
  execFileSync(process.execPath, [bin, '--mode', 'production'], { cwd: fixtureDir, stdio: 'pipe' });
}

/**
 * How many sets the catalog lists. A stack counts as started only once the catalog's import is complete
 * (see fresh-start.e2e.ts), so this is every set.
 */
async function listedSetCount(stack: TestStack, token: string): Promise<number> {
  const response = await apiClient(stack.url).request<unknown[]>(
    'GET',
    '/rest/api/sets?game=YUGIOH',
    undefined,
    token,
  );
  if (response.status !== 200 || !Array.isArray(response.body) || response.body.length === 0) {
    throw new Error(`The catalog listed no sets (answer ${response.status})`);
  }
  return response.body.length;
}

describe('the set picker and set details dialog on real data', () => {
  let stack: TestStack;
  let browser: Browser;
  let recorded: RecordedPage;
  let setCount: number;
  let token: string;

  beforeAll(async () => {
    buildFixture();
    stack = await startTestStack({
      gatewayEnv: { MF_DIST_ROOT: fixturesDir },
      federationManifest: {
        remotes: { mf_card_catalog: '/mf/mf-card-catalog/remoteEntry.js' },
        routes: { mf_card_catalog: [fixturePath] },
      },
    });
    const user = uniqueUser('picker');
    await registerUser(apiClient(stack.url), user);
    token = await login(apiClient(stack.url), user);
    setCount = await listedSetCount(stack, token);

    browser = await launchBrowser();
    recorded = await newPage(browser, stack.url);
    // No picture may load: the components must stay usable and draw cards and sets themselves.
    await recorded.context.route('**/*', (route) =>
      route.request().resourceType() === 'image' ? route.abort() : route.continue(),
    );
    await loginInBrowser(recorded.page, user, fixturePath);
  });

  afterAll(async () => {
    await recorded?.close();
    await browser?.close();
    await stack?.stop();
  });

  it('lists the imported sets in the Booster, Pack, Structure and Misc tabs', async () => {
    const { page } = recorded;
    const tabs = page.getByRole('tablist', { name: 'Set types' }).getByRole('tab');
    await tabs.first().waitFor();
    const labels = await tabs.allTextContents();
    expect(labels.map((label) => label.replace(/ \(\d+\)$/, ''))).toEqual([
      'Booster',
      'Pack',
      'Structure',
      'Misc',
    ]);
    const counts = labels.map((label) => Number(/\((\d+)\)$/.exec(label)?.[1]));
    expect(counts.every((count) => count > 0)).toBe(true);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(setCount);

    // Core sets grouped by release year, 2002 first.
    const core = page.getByRole('region', { name: 'Core', exact: true });
    await expect(core.getByRole('heading', { level: 4 }).first().textContent()).resolves.toBe('2002');
  });

  it('finds a set by code, chooses it and shows it as a removable chip', async () => {
    const { page } = recorded;
    await page.getByRole('searchbox', { name: 'Search sets' }).fill('MRD');
    const metalRaiders = page.getByRole('checkbox', { name: 'Metal Raiders (MRD)' });
    await metalRaiders.click();
    await expect(metalRaiders.getAttribute('aria-checked')).resolves.toBe('true');
    const chips = page.getByRole('list', { name: 'Selected sets' });
    await chips.getByText('Metal Raiders').waitFor();
    expect(await page.getByRole('status', { name: 'Chosen set ids' }).textContent()).not.toBe('');

    await page.getByRole('button', { name: 'Remove Metal Raiders' }).click();
    await page.getByText('No sets selected').waitFor();
    expect(await page.getByRole('status', { name: 'Chosen set ids' }).textContent()).toBe('');
  });

  it('lists Promo sets under Misc', async () => {
    const { page } = recorded;
    await page.getByRole('searchbox', { name: 'Search sets' }).fill('');
    await page.getByRole('tab', { name: /^Misc/ }).click();
    await page.getByRole('region', { name: 'Promo', exact: true }).waitFor();
  });

  it('shows a set’s cards grouped by rarity, rarest first, drawn when their pictures fail', async () => {
    const { page } = recorded;
    await page.getByRole('tab', { name: /^Booster/ }).click();
    await page.getByRole('searchbox', { name: 'Search sets' }).fill('Legend of Blue Eyes');
    await page.getByRole('button', { name: 'Show the cards of Legend of Blue Eyes White Dragon' }).click();

    const dialog = page.getByRole('dialog', { name: 'Legend of Blue Eyes White Dragon' });
    await dialog.getByText('Core · 8 March 2002 · LOB').waitFor();
    const rarityHeadings = dialog.getByRole('heading', { level: 3 });
    await rarityHeadings.first().waitFor();
    const rarities = (await rarityHeadings.allTextContents()).map((heading) =>
      heading.replace(/ \(\d+\)$/, ''),
    );
    expect(rarities).toEqual(['Secret Rare', 'Ultra Rare', 'Super Rare', 'Rare', 'Common']);

    // The secret rares are drawn from their data: name, attribute, type line, level and stats.
    await dialog
      .getByRole('img', {
        name: 'Gaia the Dragon Champion: Wind Dragon / Fusion, Level 7, ATK 2600, DEF 2100',
      })
      .first()
      .waitFor();
    const blueEyes = dialog.getByRole('img', { name: /^Blue-Eyes White Dragon/ }).first();
    await blueEyes.scrollIntoViewIfNeeded();
    await dialog
      .getByRole('img', {
        name: 'Blue-Eyes White Dragon: Light Dragon / Normal, Level 8, ATK 3000, DEF 2500',
      })
      .first()
      .waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('draws a card at each of the spec sizes when its picture fails', async () => {
    const { page } = recorded;
    const sets = await apiClient(stack.url).request<{ id: string; setCode: string }[]>(
      'GET',
      '/rest/api/sets?game=YUGIOH',
      undefined,
      token,
    );
    const lob = sets.body.find((set) => set.setCode === 'LOB');
    await page.goto(`${fixturePath}?drawn=${lob?.id}`);

    // small 0.75, medium 1, large 2 and x-large 2.5 high by 3.5 wide, on the 140 x 200 base.
    const expected = {
      small: [105, 150],
      medium: [140, 200],
      large: [280, 400],
      xLarge: [490, 500],
    };
    for (const [size, [width, height]] of Object.entries(expected)) {
      const region = page.getByRole('region', { name: `Size ${size}` });
      await region.scrollIntoViewIfNeeded();
      // A drawn card is named by its name and game data ("Tri-Horned Dragon: Dark Dragon / Normal, ...").
      const drawn = region.getByRole('img', { name: /: / });
      await drawn.first().waitFor();
      const shown = await region.getByRole('listitem').count();
      // Pictures fail one by one as they come into view; every card must end up drawn.
      await eventually(`every ${size} card drawn`, async () => (await drawn.count()) === shown, {
        timeoutMs: 10_000,
        everyMs: 200,
      });
      for (const card of await drawn.all()) {
        const box = await card.boundingBox();
        expect({ size, width: box?.width, height: box?.height }).toEqual({ size, width, height });
      }
    }
    // A stack of three sets, drawn with their codes.
    await page.getByRole('img', { name: /^[^,]+, [^,]+, [^,]+$/ }).waitFor();
  });

  it('ran without page errors or failed API calls', () => {
    // Aborted pictures are the point of this test; anything else is a failure.
    const errors = recorded.consoleErrors.filter((message) => !message.includes('Failed to load resource'));
    expect(errors).toEqual([]);
    expect(recorded.failedRequests).toEqual([]);
  });
});
