// npm run build: build every stale workspace (`--force` rebuilds all of them).
import { buildStale } from './lib/build.mjs';
import { rootOf, runMain } from './lib/cli.mjs';
import { secondsSince } from './lib/run.mjs';
import { ensureDependencies, checkNodeVersion } from './lib/setup.mjs';

runMain(async () => {
  const started = Date.now();
  const root = rootOf(import.meta.url);
  checkNodeVersion(root);
  await ensureDependencies(root);
  const { failed } = await buildStale({ root, force: process.argv.includes('--force') });
  if (failed.length > 0) {
    console.error(`Build failed: ${failed.join(', ')}`);
    process.exit(1);
  }
  console.log(`Build done in ${secondsSince(started)} s`);
});
