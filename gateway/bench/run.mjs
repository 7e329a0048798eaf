// Builds the gateway, identity and the embedded Mongo CLI, bundles the benchmark, and runs it.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const gateway = new URL('..', import.meta.url).pathname;
const root = new URL('../..', import.meta.url).pathname;
for (const workspace of ['@progression/gateway', '@progression/identity', '@progression/embedded-mongo']) {
  execFileSync('npm', ['run', 'build', '--silent', '--workspace', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
}
execFileSync('npx', ['node-build', 'bench/bench.ts'], { cwd: gateway, stdio: 'inherit' });
execFileSync(process.execPath, [join(gateway, 'dist', 'bench.js')], {
  stdio: 'inherit',
  env: { ...process.env, REPOSITORY_ROOT: root },
});
