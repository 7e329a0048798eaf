// Moving between pages the way a player does: through the app, not by loading it again.
import type { Page, Request } from 'playwright-core';

/** single-spa's own navigation, which it puts on `window` once loaded. */
type AppWindow = Window & { singleSpaNavigate?: (url: string) => void };

/** How long no request may be open before a page counts as settled, and the most a page may take. */
const QUIET_MS = 100;
const SETTLE_LIMIT_MS = 15_000;

/**
 * Opens `path` as the app's own links do when the app is already loaded in `page` and the path is another
 * one: single-spa changes the history and every app follows. It then waits until the reads and code the
 * new page asked for have answered, so the test sees what the server says now rather than what the page
 * had kept from before (a kept answer is shown while it is read again). Otherwise (nothing loaded yet,
 * another origin, or the same path, which a player reloads to see it afresh) it loads the page. A full
 * load costs the renderer about a second of CPU, which is where most browser-test time went when the load
 * was not what the test was about.
 */
export async function visit(page: Page, path: string): Promise<void> {
  const current = page.url().startsWith('http') ? new URL(page.url()) : undefined;
  const target = current ? new URL(path, current) : undefined;
  const inApp =
    current !== undefined &&
    target !== undefined &&
    target.origin === current.origin &&
    target.pathname + target.search !== current.pathname + current.search &&
    (await page.evaluate(() => typeof (window as AppWindow).singleSpaNavigate === 'function'));
  if (!inApp) {
    await page.goto(path);
    return;
  }
  await settled(page, () =>
    page.evaluate(
      (url) =>
        new Promise<void>((resolve) => {
          window.addEventListener('single-spa:routing-event', () => resolve(), { once: true });
          (window as AppWindow).singleSpaNavigate!(url);
        }),
      path,
    ),
  );
}

/** Requests a page waits on: its reads and code, not a live stream or an image. */
const awaited = (request: Request) => ['fetch', 'xhr', 'script'].includes(request.resourceType());

/** Runs `act`, then waits until every request it started has ended and none began for `QUIET_MS`. */
async function settled(page: Page, act: () => Promise<unknown>): Promise<void> {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (!awaited(request)) return;
    open.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await act();
    const limit = Date.now() + SETTLE_LIMIT_MS;
    while ((open.size > 0 || Date.now() - lastChange < QUIET_MS) && Date.now() < limit)
      await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
