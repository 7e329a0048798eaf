import type { Browser } from 'playwright-core';
import { apiClient, launchBrowser, newPage, startTestStack, type TestStack } from './index';

// Starting a whole stack takes a while on a small machine.
jest.setTimeout(180_000);

describe('the browser test harness', () => {
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

  it('starts the stack with a green /healthz', async () => {
    const health = await apiClient(stack.url).request('GET', '/healthz');
    expect(health.status).toBe(200);
  });

  it('loads the login page in chromium without errors', async () => {
    const recorded = await newPage(browser, stack.url);
    await recorded.page.goto('/login');
    await recorded.page.getByRole('button', { name: 'Login' }).waitFor();
    expect(recorded.consoleErrors).toEqual([]);
    expect(recorded.failedRequests).toEqual([]);
    await recorded.close();
  });
});
