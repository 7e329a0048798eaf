import { build } from '@progression/mf-build';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import {
  apiClient,
  launchBrowser,
  loginInBrowser,
  newPage,
  registerUser,
  startTestStack,
  uniqueUser,
  type TestStack,
} from '../harness';

// Building the fixture and starting a whole stack take a while on a small machine.
jest.setTimeout(300_000);

const fixtures = path.resolve(__dirname, '../../fixtures');

describe('the microfrontend pipeline', () => {
  let stack: TestStack;
  let browser: Browser;
  const user = uniqueUser('remote');

  beforeAll(async () => {
    await build({ dir: path.join(fixtures, 'mf-fixture') });
    stack = await startTestStack({
      gatewayEnv: { MF_DIST_ROOT: fixtures },
      federationManifest: {
        remotes: {
          mf_fixture: '/mf/mf-fixture/remoteEntry.js',
          // mf_games is listed but cannot be loaded: its route must show the error view.
          mf_games: '/mf/mf-missing/remoteEntry.js',
        },
        routes: { mf_fixture: ['/fixture'] },
      },
    });
    browser = await launchBrowser();
    await registerUser(apiClient(stack.url), user);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('loads a remote from the run-time manifest and mounts its lifecycles with the shared singletons', async () => {
    const recorded = await newPage(browser, stack.url);
    const { page } = recorded;
    // Once the page is used the shell loads the other deployed areas' code in the background; this
    // manifest's mf_games is broken on purpose, so the browser reports its entry failing, and only that.
    const otherErrors: string[] = [];
    page.on('console', (message) => {
      const where = `${message.location().url} ${message.text()}`;
      if (message.type() === 'error' && !where.includes('/mf/mf-missing/')) otherErrors.push(message.text());
    });
    await loginInBrowser(page, user, '/fixture');
    const remote = page.getByRole('region', { name: 'Fixture remote' });
    await remote.getByRole('heading', { name: 'Fixture remote mounted' }).waitFor();
    // The session the shell holds is the one the remote reads: one copy of the platform package.
    await remote.getByText('Signed in: yes').waitFor();
    // Hooks of the remote run on the shell's React (a second copy would throw "Invalid hook call").
    await remote.getByRole('button', { name: 'Clicked 0 times' }).click();
    await remote.getByRole('button', { name: 'Clicked 1 times' }).waitFor();
    const versions = await page.evaluate(() => {
      const share =
        (
          globalThis as {
            __FEDERATION__?: {
              __SHARE__?: Record<
                string,
                Record<string, Record<string, Record<string, { loaded?: boolean }>>>
              >;
            };
          }
        ).__FEDERATION__?.__SHARE__ ?? {};
      const loaded = new Set<string>();
      for (const scopes of Object.values(share)) {
        for (const [version, entry] of Object.entries(scopes.default?.react ?? {}))
          if (entry.loaded) loaded.add(version);
      }
      return [...loaded];
    });
    expect(versions).toHaveLength(1);
    expect(otherErrors).toEqual([]);
    expect(recorded.consoleErrors.filter((error) => error.startsWith('uncaught:'))).toEqual([]);
    await recorded.close();
  });

  it('shows the error view with a retry when a remote cannot be loaded', async () => {
    const recorded = await newPage(browser, stack.url);
    const { page } = recorded;
    await loginInBrowser(page, user, '/games/overview');
    await page.getByText('This page could not be loaded').waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await recorded.close();
  });

  it('shows the not-found page for a path no page owns', async () => {
    const recorded = await newPage(browser, stack.url);
    const { page } = recorded;
    await loginInBrowser(page, user, '/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await recorded.close();
  });
});
