// What the page itself measures: when its main content is visible, and how long after the player's input a
// result is on screen. Both read `performance.now()` inside the page, checked on every animation frame,
// so the figures hold no test-runner overhead.
import type { BrowserContext, Page } from 'playwright-core';

declare global {
  interface Window {
    /** When the first click or key press after `armInput()` happened (page clock). */
    __benchInputAt?: number;
    __benchArmed?: boolean;
    /** When each card of the pack opener turned face up (page clock), in order. */
    __benchFlips?: number[];
  }
}

/**
 * Main content is visible: the page's own title is set, its heading has text, and nothing in it still
 * shows an indeterminate progress indicator (a loading list or section).
 */
export function contentVisible(title: string): boolean {
  if (document.title !== title) return false;
  if (!document.querySelector('main h1')?.textContent?.trim()) return false;
  return !document.querySelector('main [role="progressbar"]:not([aria-valuenow])');
}

/** Installs, in every page of the context, the listener that notes the time of the next input. */
export async function recordInputs(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const note = () => {
      if (!window.__benchArmed) return;
      window.__benchArmed = false;
      window.__benchInputAt = performance.now();
    };
    document.addEventListener('click', note, true);
    document.addEventListener('keydown', note, true);
  });
}

/**
 * Milliseconds from the next click or key press that `act` makes until `done(arg)` holds in the page,
 * checked on every animation frame (so at most one frame after the result is rendered).
 */
export async function timeFromInput<A>(
  page: Page,
  act: () => Promise<void>,
  done: (arg: A) => boolean,
  arg: A,
  timeoutMs = 15_000,
): Promise<number> {
  await page.evaluate(() => {
    window.__benchInputAt = undefined;
    window.__benchArmed = true;
  });
  await act();
  const handle = await page.waitForFunction(
    ({ source, arg }) => {
      const predicate = new Function(`return (${source})`)() as (arg: unknown) => boolean;
      const at = window.__benchInputAt;
      return at !== undefined && predicate(arg) ? performance.now() - at : false;
    },
    { source: done.toString(), arg },
    { polling: 'raf', timeout: timeoutMs },
  );
  return (await handle.jsonValue()) as number;
}

/** Milliseconds since the navigation started until `contentVisible(title)` holds. */
export async function timeSinceNavigation(page: Page, title: string, timeoutMs = 20_000): Promise<number> {
  const handle = await page.waitForFunction(
    ({ source, title }) => {
      const visible = new Function(`return (${source})`)() as (title: string) => boolean;
      return visible(title) ? performance.now() : false;
    },
    { source: contentVisible.toString(), title },
    { polling: 'raf', timeout: timeoutMs },
  );
  return (await handle.jsonValue()) as number;
}

/** Milliseconds from an in-app navigation to `path` (as a link does) until its main content is visible. */
export async function timeInAppNavigation(page: Page, path: string, title: string): Promise<number> {
  const startedAt = await page.evaluate((to) => {
    const at = performance.now();
    // single-spa patches pushState: every app hears the change, as after a click on a link of the app.
    history.pushState(null, '', to);
    return at;
  }, path);
  const visibleAt = await timeSinceNavigation(page, title);
  return visibleAt - startedAt;
}

/** Starts noting when each face-down card of the opener turns face up. */
export async function watchFlips(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__benchFlips = [];
    const faceDown = new Set(Array.from(document.querySelectorAll('main [aria-label="Face-down card"]')));
    const observer = new MutationObserver(() => {
      for (const slot of [...faceDown]) {
        if (slot.getAttribute('aria-label') !== 'Face-down card') {
          faceDown.delete(slot);
          window.__benchFlips!.push(performance.now());
        }
      }
      if (faceDown.size === 0) observer.disconnect();
    });
    observer.observe(document.querySelector('main')!, {
      attributes: true,
      subtree: true,
      attributeFilter: ['aria-label'],
    });
  });
}

/** The gaps between consecutive flips noted since `watchFlips`, once `count` cards have turned. */
export async function flipGaps(page: Page, count: number): Promise<number[]> {
  await page.waitForFunction((count) => (window.__benchFlips?.length ?? 0) >= count, count, {
    timeout: 15_000,
  });
  const times = await page.evaluate(() => window.__benchFlips!);
  return times.slice(1).map((time, index) => time - times[index]!);
}
