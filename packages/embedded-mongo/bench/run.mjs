// Bundles the benchmark and runs it with a temporary data directory.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
execFileSync('npx', ['node-build', 'bench/bench.ts'], { cwd: packageDir, stdio: 'inherit' });
const dataDir = mkdtempSync(join(tmpdir(), 'embedded-mongo-bench-'));
const result = spawnSync(process.execPath, ['--expose-gc', join(packageDir, 'dist', 'bench.js'), dataDir], {
  stdio: 'inherit',
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
