// A data directory in which a stack has already started once: the catalog's first import of the card data
// done, every service's indexes and streams made. Each test stack starts on a copy of it, so a browser test
// pays for a start on existing data (a few seconds) instead of a first start with the whole import. The
// template is made again whenever the built code or the card data changes.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCK_FILE } from '../../../scripts/lib/lock.mjs';
import { defaultCardDataDir, startStack } from '../../../scripts/lib/stack.mjs';

const PREFIX = 'progression-e2e-template-';
const READY = 'template-ready';

/** Copies the template (made first when missing or stale) into the empty `dataDir`. */
export async function seedDataDir(root: string, dataDir: string): Promise<void> {
  const template = join(tmpdir(), `${PREFIX}${templateKey(root)}`);
  if (!existsSync(join(template, READY))) await makeTemplate(root, template);
  cpSync(template, dataDir, { recursive: true, filter: (source) => !source.endsWith(READY) });
}

/** Starts a stack once on a fresh directory, stops it, and keeps what it stored (not its logs). */
async function makeTemplate(root: string, template: string): Promise<void> {
  const staging = mkdtempSync(join(tmpdir(), 'progression-e2e-staging-'));
  try {
    const stack = await startStack({
      root,
      dataDir: staging,
      port: 0,
      durability: 'none',
      quiet: true,
      log: () => undefined,
      env: { LOG_LEVEL: 'warn' },
    });
    await stack.stop();
    for (const leftover of ['logs', LOCK_FILE])
      rmSync(join(staging, leftover), { recursive: true, force: true });
    writeFileSync(join(staging, READY), new Date().toISOString());
    for (const old of readdirSync(tmpdir()).filter((name) => name.startsWith(PREFIX))) {
      rmSync(join(tmpdir(), old), { recursive: true, force: true });
    }
    // A rename is atomic: a test run beside this one sees the whole template or none.
    renameSync(staging, template);
  } catch (error) {
    if (!existsSync(join(template, READY))) throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** A hash of what decides what a first start stores: every built service, the store and the card data. */
function templateKey(root: string): string {
  const hash = createHash('sha256');
  const built = [
    ...readdirSync(join(root, 'services'))
      .map((folder) => join(root, 'services', folder, 'dist', 'index.js'))
      .filter((file) => existsSync(file)),
    ...filesUnder(join(root, 'packages', 'embedded-mongo', 'dist')),
  ];
  for (const file of built.sort()) hash.update(file).update(readFileSync(file));
  const cardData = process.env.CARD_DATA_DIR ?? defaultCardDataDir(root);
  for (const file of cardData ? filesUnder(cardData).sort() : []) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${file}:${size}:${mtimeMs}`);
  }
  return hash.digest('hex').slice(0, 16);
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
