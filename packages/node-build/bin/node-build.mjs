#!/usr/bin/env node
// Usage (from a workspace): node-build src/index.ts [src/other-entry.ts ...]
// Writes dist/<entry name>.js for each entry. Workspace packages (@progression/*) are TypeScript sources
// with no build of their own, so they are bundled in; every other package stays external and is loaded
// from node_modules at run time (native addons such as argon2 cannot be bundled anyway).
import { build } from 'esbuild';
import { basename, extname } from 'node:path';

const entries = process.argv.slice(2);
if (entries.length === 0) {
  console.error('usage: node-build <entry.ts> [<entry.ts> ...]');
  process.exit(2);
}

const thirdPartyExternal = {
  name: 'third-party-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@progression/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: Object.fromEntries(entries.map((entry) => [basename(entry, extname(entry)), entry])),
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  plugins: [thirdPartyExternal],
  logLevel: 'warning',
});
