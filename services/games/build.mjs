// Bundles the service for Node (or, with `bench`, its benchmark): workspace packages inlined,
// third-party packages left external.
import { build } from 'esbuild';

const bench = process.argv[2] === 'bench';

await build({
  entryPoints: [new URL(bench ? 'src/bench/bench.ts' : 'src/index.ts', import.meta.url).pathname],
  outfile: new URL(bench ? 'dist/bench.js' : 'dist/index.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  plugins: [
    {
      // Workspace packages are TypeScript sources: bundle them; everything else loads from node_modules.
      name: 'external-third-party',
      setup(context) {
        context.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@progression/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
