// Lighthouse (from npm, pinned) against Debian's chromium: the mobile preset (a mid-range phone on a slow
// 4G link, simulated), performance and accessibility. It drives its own tab of a chromium that the bench
// opened with a debugging port and logged in: Lighthouse clears the HTTP cache before each page, but keeps
// local storage, so the page loads cold and logged in.
import { chromiumFlags, chromiumPath } from '@progression/service-kit/testing';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  /** First and largest contentful paint, total blocking time (ms, simulated). */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** The accessibility audits that failed. */
  failedAudits: string[];
}

interface Audit {
  score: number | null;
  numericValue?: number;
  scoreDisplayMode: string;
}
interface Result {
  lhr: {
    categories: Record<string, { score: number | null; auditRefs: Array<{ id: string }> }>;
    audits: Record<string, Audit>;
    runtimeError?: { message: string };
  };
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<Result | undefined>;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** A chromium Lighthouse can drive: its one (default) context, open for the bench to log in. */
export async function openLighthouseBrowser(): Promise<{
  context: BrowserContext;
  audit(url: string): Promise<LighthouseFigures>;
  close(): Promise<void>;
}> {
  const { chromium } = await import('playwright-core');
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'progression-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumFlags, `--remote-debugging-port=${port}`],
  });
  const { default: lighthouse } = (await import('lighthouse')) as unknown as { default: Lighthouse };
  return {
    context,
    async audit(url) {
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      // BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each page's whole report, to read why a page scores as it does.
      const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
      if (reports) writeFileSync(join(reports, `${new URL(url).pathname.replace(/\W+/g, '_')}.json`), JSON.stringify(result.lhr));
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
      const score = (category: string) => Math.round((categories[category]?.score ?? 0) * 100);
      const metric = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        failedAudits: categories
          .accessibility!.auditRefs.map(({ id }) => ({ id, audit: audits[id]! }))
          .filter(({ audit }) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
          .map(({ id }) => id),
      };
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
