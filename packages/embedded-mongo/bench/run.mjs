// Bundles the benchmark with esbuild (third-party packages external) and runs it.
import { buildSync } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'embedded-mongo-bench-'));
const outfile = join(here, '..', 'dist', 'bench.js');
buildSync({ entryPoints: [join(here, 'bench.ts')], outfile, bundle: true, platform: 'node', target: 'node20', packages: 'external' });
const result = spawnSync(process.execPath, ['--expose-gc', outfile, outDir], { stdio: 'inherit' });
rmSync(outDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
