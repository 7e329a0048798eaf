// npm start: make the machine ready, build what is stale, and run the whole product until Ctrl-C.
import { resolve } from 'node:path';
import { buildStale } from './lib/build.mjs';
import { rootOf, runMain } from './lib/cli.mjs';
import { assertNotRunning } from './lib/lock.mjs';
import { secondsSince } from './lib/run.mjs';
import { ensureSetup } from './lib/setup.mjs';
import { startStack } from './lib/stack.mjs';

runMain(async () => {
  const started = Date.now();
  const root = rootOf(import.meta.url);
  const dataDir = resolve(root, process.env.DATA_DIR ?? '.data');
  // Say so at once, before installing or building anything, when this data directory is in use.
  assertNotRunning(dataDir);
  await ensureSetup(root);
  const { failed } = await buildStale({ root });
  if (failed.length > 0) throw new Error(`Not starting: the build of ${failed.join(', ')} failed.`);

  const port = Number.parseInt(process.env.PORT ?? '8080', 10);
  const stack = await startStack({
    root,
    dataDir,
    port,
    durability: 'fsync',
    mongoUrl: process.env.MONGO_URL,
    natsUrl: process.env.NATS_URL,
    handleSignals: true,
  });
  console.log(`Progression is running at ${stack.url} (ready in ${secondsSince(started)} s)`);
  console.log(`Data in ${dataDir}. Press Ctrl-C to stop.`);
  const reason = await stack.crashed;
  console.error(`Progression stopped: ${reason.split('\n')[0]}`);
  process.exit(1);
});
