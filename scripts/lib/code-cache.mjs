// The service host's bundles' first code caches (packages/node-build/lib/run-with-code-cache.cjs), made
// before the host starts: a worker that compiled its whole bundle itself would keep the parser's working
// memory in the host for good, and a dozen at once would each hold that much besides.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Writes the eager code cache of each entry that runs its bundle through the code cache and has none yet,
 * in one short-lived process with the host's Node flags and environment (V8 takes a cache made under the
 * same flags only). Resolves when done; a failure only leaves the workers to compile as usual.
 */
export function warmCodeCaches(entries, nodeFlags, env) {
  const loaders = entries.filter(runsFromCodeCache);
  if (loaders.length === 0) return Promise.resolve();
  // In this mode a loader writes the cache and runs nothing of its service.
  const script = `for (const entry of ${JSON.stringify(loaders)}) require(entry);`;
  return new Promise((resolvePromise) =>
    execFile(
      process.execPath,
      [...nodeFlags, '-e', script],
      { env: { ...env, CODE_CACHE_WARM: '1' }, timeout: 30_000 },
      () => resolvePromise(),
    ),
  );
}

/** Whether `entry` is node-build's loader of a standalone bundle (any other build would run its service). */
function runsFromCodeCache(entry) {
  try {
    return readFileSync(entry, 'utf8').includes('runWithCodeCache');
  } catch {
    return false;
  }
}
