// Bundles the benchmark and runs it with a temporary data directory.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
// bench: the operations one at a time; mixed: reads beside concurrent durable writes; indexed: a sorted page
// through a compound index; spec: MongoDB's CRUD spec tests passed.
execFileSync('npx', ['node-build', 'bench/bench.ts', 'bench/mixed.ts', 'bench/indexed.ts', 'bench/spec.ts'], {
  cwd: packageDir,
  stdio: 'inherit',
});
let status = 0;
for (const bench of ['bench.js', 'mixed.js', 'indexed.js', 'spec.js']) {
  const dataDir = mkdtempSync(join(tmpdir(), 'embedded-mongo-bench-'));
  const result = spawnSync(process.execPath, ['--expose-gc', join(packageDir, 'dist', bench), dataDir], { stdio: 'inherit' });
  rmSync(dataDir, { recursive: true, force: true });
  status ||= result.status ?? 1;
}
process.exit(status);
