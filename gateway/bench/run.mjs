// Builds the gateway, identity and the embedded Mongo CLI, bundles the benchmark (TypeScript) with
// esbuild, and runs it.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const gateway = new URL('..', import.meta.url).pathname;
const root = new URL('../..', import.meta.url).pathname;
for (const dir of [gateway, join(root, 'services', 'identity'), join(root, 'packages', 'embedded-mongo')]) {
  execFileSync(process.execPath, ['build.mjs'], { cwd: dir, stdio: 'inherit' });
}

const outfile = join(gateway, 'dist', 'bench.js');
await build({
  entryPoints: [join(gateway, 'bench', 'bench.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // Workspace packages (TypeScript) are bundled; third-party packages load from node_modules.
  plugins: [
    {
      name: 'third-party-external',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@progression/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
execFileSync(process.execPath, [outfile], {
  stdio: 'inherit',
  env: { ...process.env, REPOSITORY_ROOT: root },
});
