#!/usr/bin/env node
// Usage (from a workspace): node-build [--outdir DIR] src/index.ts [src/other-entry.ts ...]
// Writes <outdir, default dist>/<entry name>.js for each entry. Workspace packages (@progression/*) are TypeScript sources
// with no build of their own, so they are bundled in; every other package stays external and is loaded
// from node_modules at run time (native addons such as argon2 cannot be bundled anyway).
import { build } from 'esbuild';
import { basename, extname } from 'node:path';

const args = process.argv.slice(2);
const outdirFlag = args.indexOf('--outdir');
const outdir = outdirFlag >= 0 ? args.splice(outdirFlag, 2)[1] : 'dist';
const entries = args;
if (entries.length === 0 || !outdir) {
  console.error('usage: node-build [--outdir DIR] <entry.ts> [<entry.ts> ...]');
  process.exit(2);
}

const thirdPartyExternal = {
  name: 'third-party-external',
  setup(context) {
    // `require.resolve` asks for a file's path at run time, never for its code: always left as it is.
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@progression/') && args.kind !== 'require-resolve'
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: Object.fromEntries(entries.map((entry) => [basename(entry, extname(entry)), entry])),
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  plugins: [thirdPartyExternal],
  logLevel: 'warning',
});
