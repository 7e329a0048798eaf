// Bundles the service, the import CLI and the bench for Node with esbuild: workspace packages inlined,
// third-party packages left external (resolved from node_modules at run time).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const external = (path) => Object.keys(JSON.parse(readFileSync(path, 'utf8')).dependencies ?? {});
const thirdParty = [
  ...new Set([
    ...external('package.json'),
    ...external('../../packages/service-kit/package.json'),
    ...external('../../packages/contracts/package.json'),
    ...external('../../packages/embedded-mongo/package.json'),
  ]),
].filter((name) => !name.startsWith('@progression/'));

await build({
  entryPoints: ['src/index.ts', 'src/import-cli.ts', 'src/bench.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: thirdParty,
  logLevel: 'warning',
});
