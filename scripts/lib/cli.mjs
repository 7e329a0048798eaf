// What every command does around its work: find the checkout, and turn known failures into one clear line.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AlreadyRunningError } from './lock.mjs';
import { KeepsDyingError } from './member.mjs';
import { SetupError } from './setup.mjs';

/** The checkout that holds the script at `scriptUrl` (an `import.meta.url` under scripts/). */
export function rootOf(scriptUrl) {
  return resolve(dirname(fileURLToPath(scriptUrl)), '..');
}

/**
 * Runs `main`; a setup problem, a running stack or a process that keeps dying is reported by its message,
 * anything else with its stack.
 */
export function runMain(main) {
  const known = [SetupError, AlreadyRunningError, KeepsDyingError];
  main().catch((error) => {
    if (known.some((kind) => error instanceof kind)) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
}
