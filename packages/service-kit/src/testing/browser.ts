// Debian's chromium driven by playwright-core: the browser tests and the browser benches launch it here.
import type { Browser } from 'playwright-core';

/** Where Debian installs chromium; `CHROMIUM_PATH` overrides it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What a test machine does not need switched off: every chromium the tests and benches launch has these. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
] as const;

/** A headless chromium with `chromiumFlags`. */
export async function launchBrowser(): Promise<Browser> {
  // Loaded on first use: the service tests that import this module never pay for playwright.
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: [...chromiumFlags] });
}
