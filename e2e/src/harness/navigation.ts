// Moving between pages the way a player does: through the app, not by loading it again.
import type { Page, Request } from 'playwright-core';

/** single-spa's own navigation, which it puts on `window` once loaded. */
type AppWindow = Window & { singleSpaNavigate?: (url: string) => void };

/** How long no request may be open before a page counts as settled, and the most a page may take. */
const QUIET_MS = 100;
const SETTLE_LIMIT_MS = 15_000;
/** How long single-spa may take to route; an app that has not started routing yet is loaded instead. */
const ROUTING_LIMIT_MS = 5_000;

/**
 * Opens `path` as the app's own links do when the app is already loaded in `page` and the path is another
 * one: single-spa changes the history and every app follows. It then waits until the new page has
 * rendered and the reads and code it asked for have answered, so the test sees what the server says now
 * rather than what the page had kept from before (a kept answer is shown while it is read again).
 * Otherwise (nothing loaded yet, another origin, the same path, which a player reloads to see it afresh,
 * or an app that does not route yet) it loads the page. A full load costs the renderer about a second of
 * CPU, which is where most browser-test time went when the load was not what the test was about.
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
  if (!inApp || !(await settled(page, () => routeInApp(page, target.href)))) await page.goto(path);
}

/**
 * Navigates with single-spa and resolves once it has routed to `href` and the next two frames are painted
 * (so the new page's first render is on screen and its reads have started); false when single-spa did not
 * route within `ROUTING_LIMIT_MS` (it patches the history only once started).
 */
function routeInApp(page: Page, href: string): Promise<boolean> {
  return page.evaluate(
    ([url, limitMs]) =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          window.removeEventListener('single-spa:routing-event', routed);
          resolve(false);
        }, limitMs);
        function routed(event: Event) {
          if ((event as CustomEvent<{ newUrl?: string }>).detail?.newUrl !== url) return;
          window.removeEventListener('single-spa:routing-event', routed);
          clearTimeout(timer);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)));
        }
        window.addEventListener('single-spa:routing-event', routed);
        (window as AppWindow).singleSpaNavigate!(url);
      }),
    [href, ROUTING_LIMIT_MS] as const,
  );
}

/** Requests a page waits on: its reads and code, not a live stream or an image. */
const awaited = (request: Request) => ['fetch', 'xhr', 'script'].includes(request.resourceType());

/**
 * Runs `act`; when it answers true, waits until every request begun since has ended and none began for
 * `QUIET_MS` after it. Answers what `act` answered; throws if the page never settles.
 */
async function settled(page: Page, act: () => Promise<boolean>): Promise<boolean> {
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
    if (!(await act())) return false;
    // Quiet counts from the render, not from before it: its reads may be heard of only now.
    lastChange = Math.max(lastChange, Date.now());
    const limit = Date.now() + SETTLE_LIMIT_MS;
    while (open.size > 0 || Date.now() - lastChange < QUIET_MS) {
      if (Date.now() > limit)
        throw new Error(
          `${page.url()} still waits on ${[...open].map((request) => request.url()).join(', ')}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return true;
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
