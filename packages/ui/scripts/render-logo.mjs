// Renders the logo SVG sources to the 192x192 PNGs the shell serves at /images/icon.png and
// /images/icon-dark.png, with Debian's headless chromium (transparent background).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const renders = [
  ['logo-light.svg', 'icon.png'],
  ['logo-dark.svg', 'icon-dark.png'],
];

const work = mkdtempSync(join(tmpdir(), 'logo-'));
try {
  for (const [source, target] of renders) {
    const svg = readFileSync(join(root, 'assets/logo', source), 'utf8');
    const page = join(work, `${source}.html`);
    writeFileSync(
      page,
      `<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`,
    );
    execFileSync(
      chromium,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--hide-scrollbars',
        '--default-background-color=00000000',
        `--user-data-dir=${join(work, 'profile')}`,
        `--screenshot=${join(root, 'assets/images', target)}`,
        '--window-size=192,192',
        `file://${page}`,
      ],
      { stdio: 'ignore' },
    );
    console.log(`rendered assets/images/${target}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
