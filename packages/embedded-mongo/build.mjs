// Bundles the CLI for Node into dist/cli.js; third-party packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/cli.ts'],
  outfile: 'dist/cli.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  banner: { js: '#!/usr/bin/env node' },
});
