// Bundles the service for Node: workspace packages inlined, third-party packages left external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const external = (dir) =>
  Object.keys(JSON.parse(readFileSync(new URL('package.json', dir), 'utf8')).dependencies ?? {});
const workspace = new URL('../../', import.meta.url);
const packages = ['service-kit', 'contracts'].flatMap((name) =>
  external(new URL(`packages/${name}/`, workspace)),
);

await build({
  entryPoints: [new URL('src/index.ts', import.meta.url).pathname],
  outfile: new URL('dist/index.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: [...new Set([...external(new URL('./', import.meta.url)), ...packages])].filter(
    (name) => !name.startsWith('@progression/'),
  ),
  logLevel: 'warning',
});
