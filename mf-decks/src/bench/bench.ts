// npm run bench -w @progression/mf-decks: the deck editor's first render with a 10,000-card collection, in
// Debian's chromium (headless, through playwright-core). The page is the area's App bundled for the
// browser with the gateway answered in the page (a 75-card deck and the collection in its pages), so the
// figure is the editor's own work: from navigation start until the full deck (60 + 15) and the
// collection's first page are drawn. Also: the first 1,000 cards loaded through Load more, page by page
// (the browser draws every loaded tile: see the README's limits).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import { launchBrowser } from '@progression/service-kit/testing';
import { collectionSize, editorPath } from './bench-data';

const runs = 7;

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [`${__dirname}/../src/bench/editor-page.tsx`],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text;
}

async function main() {
  const script = await bundle();
  const server = createServer((request, response) => {
    if (request.url === '/bench.js') {
      response.setHeader('content-type', 'text/javascript');
      response.end(script);
      return;
    }
    response.setHeader('content-type', 'text/html');
    response.end(
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/bench.js"></script></body></html>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    const firstRenders: number[] = [];
    for (let run = 0; run < runs + 1; run++) {
      await page.goto(`${origin}${editorPath}`);
      const at = await page.waitForFunction(() => window.benchFirstRender, undefined, { timeout: 60_000 });
      if (run > 0) firstRenders.push(Number(await at.jsonValue())); // the first run warms the browser's caches
    }
    firstRenders.sort((a, b) => a - b);
    console.log(
      `deck editor first render (75-card deck + first 100 of a ${collectionSize}-card collection): ` +
        `median ${firstRenders[Math.floor(runs / 2)]!.toFixed(0)} ms, worst ${firstRenders[runs - 1]!.toFixed(0)} ms (n=${runs}, 1600 x 1000)`,
    );
    const started = Date.now();
    const more = page.getByRole('button', { name: 'Load more cards' });
    const tiles = page.locator('[aria-label="Collection cards"] li');
    while ((await tiles.count()) < 1000 && (await more.isVisible())) await more.click();
    console.log(
      `${await tiles.count()} collection cards loaded through Load more in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
