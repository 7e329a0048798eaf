// Builds the gateway, identity and the embedded Mongo CLI, finds nginx (installing Debian's package when
// run as root), bundles the benchmark, and runs it.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureDebianPackage, SetupError } from '../../scripts/lib/setup.mjs';

const gateway = new URL('..', import.meta.url).pathname;
const root = new URL('../..', import.meta.url).pathname;
for (const workspace of ['@progression/gateway', '@progression/identity', '@progression/embedded-mongo']) {
  execFileSync('npm', ['run', 'build', '--silent', '--workspace', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
}
let nginx = '';
try {
  nginx = await ensureDebianPackage('nginx', 'nginx');
} catch (error) {
  if (!(error instanceof SetupError)) throw error;
  // The bench still runs; it says which side it left out.
  console.warn(`${error.message}\nThe nginx side of the bench is left out.`);
}
execFileSync('npx', ['node-build', 'bench/bench.ts'], { cwd: gateway, stdio: 'inherit' });
execFileSync(process.execPath, [join(gateway, 'dist', 'bench.js')], {
  stdio: 'inherit',
  env: { ...process.env, REPOSITORY_ROOT: root, NGINX_PATH: nginx },
});
