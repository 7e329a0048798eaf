import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, startTestStack, type TestStack } from '../harness';

// Starting a whole stack takes a while on a small machine.
jest.setTimeout(180_000);

/** What the login page's cold load costs: gzip bytes of JavaScript, the budget the shell keeps to. */
const javascriptBudgetBytes = 200 * 1024;

interface ScriptLoad {
  url: string;
  /** Bytes of the body as served. */
  bytes: number;
  /** Bytes of the same body gzip-compressed (level 6, what a compressing server sends). */
  gzipBytes: number;
  /** Whether the server sent it compressed. */
  encoded: boolean;
  /** Bytes of the body on the wire (compressed when the server compressed it). */
  transferred: number;
}

describe('the login page, loaded cold', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it(`renders the login form with at most ${javascriptBudgetBytes / 1024} KiB of gzip JavaScript`, async () => {
    const recorded = await newPage(browser, stack.url);
    const { page } = recorded;
    const scripts: Promise<ScriptLoad>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
          url: new URL(response.url()).pathname,
          bytes: body.length,
          gzipBytes: gzipSync(body).length,
          encoded: /gzip|br|deflate/.test(response.headers()['content-encoding'] ?? ''),
          transferred: sizes.responseBodySize,
        })),
      );
    });

    await page.goto('/login', { waitUntil: 'commit' });
    // Page time (from the start of navigation) of the first frame that shows the login form.
    const formShownMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const check = () =>
            document.querySelector('form[aria-label="Login"]')
              ? resolve(performance.now())
              : requestAnimationFrame(check);
          check();
        }),
    );
    const paint = await page.evaluate(
      () =>
        performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')
          ?.startTime ?? null,
    );
    await page.waitForLoadState('networkidle');

    const loads = await Promise.all(scripts);
    const total = (key: 'bytes' | 'gzipBytes' | 'transferred') =>
      loads.reduce((sum, load) => sum + load[key], 0);
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    console.log(
      [
        `login page cold load: ${loads.length} scripts, ${kib(total('bytes'))} as served, ${kib(total('gzipBytes'))} gzip`,
        `compressed by the server: ${loads.filter((load) => load.encoded).length} of ${loads.length}, ${kib(total('transferred'))} transferred`,
        `first contentful paint ${paint === null ? 'n/a' : `${paint.toFixed(0)} ms`}, login form rendered at ${formShownMs.toFixed(0)} ms`,
        ...loads
          .sort((a, b) => b.bytes - a.bytes)
          .map((load) => `  ${load.url} ${kib(load.bytes)} (${kib(load.gzipBytes)} gzip)`),
      ].join('\n'),
    );

    // Nothing of the signed-in layout or the federation's remotes belongs on the login page.
    expect(loads.some((load) => load.url.startsWith('/mf/'))).toBe(false);
    expect(total('gzipBytes')).toBeLessThanOrEqual(javascriptBudgetBytes);
    expect(recorded.consoleErrors).toEqual([]);
    await recorded.close();
  });
});
