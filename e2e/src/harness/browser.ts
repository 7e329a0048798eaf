// Debian's chromium driven by playwright-core, with pages that remember what went wrong in them.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { chromiumPath, launchBrowser } from '@progression/service-kit/testing';

export { chromiumPath, launchBrowser };

/** A page plus what went wrong while it was open. */
export interface RecordedPage {
  page: Page;
  context: BrowserContext;
  /** Console messages of type error and uncaught page errors. */
  consoleErrors: string[];
  /** Requests that failed to complete, or were answered with a 5xx: `METHOD url (reason)`. */
  failedRequests: string[];
  /** Closes the page's own context (its storage goes with it). */
  close(): Promise<void>;
}

/**
 * Opens a page in a fresh context (empty storage) on `baseURL`, recording console errors and failed
 * requests. Image requests are not counted: the machines have no internet, so card images always fail.
 * `options` shape the context, e.g. a phone's viewport, `isMobile` and `hasTouch`.
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<RecordedPage> {
  const context = await browser.newContext({ ...options, baseURL });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const failedRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'image') return;
    // A request the page itself cancelled (a query of a view that unmounted, the notification stream
    // closed on leaving) did not fail.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    failedRequests.push(`${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500)
      failedRequests.push(`${response.request().method()} ${response.url()} (${response.status()})`);
  });
  return { page, context, consoleErrors, failedRequests, close: () => context.close() };
}
