// Builds what is stale: every workspace with a `build` script whose inputs are newer than its stamp.
import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { listWorkspaces } from './repo.mjs';
import { defaultConcurrency, runPool } from './pool.mjs';
import { NPM, runCommand } from './run.mjs';
import { STAMP_FILE, staleReason, writeStamp } from './stale.mjs';

/**
 * Builds the stale workspaces (all of them with `force`), `concurrency` at a time. Prints one line per build;
 * a failed build's output is printed in full. Resolves to `{ built, failed }` (workspace names).
 */
export async function buildStale({
  root,
  force = false,
  concurrency = defaultConcurrency(),
  log = console.log,
}) {
  const workspaces = listWorkspaces(root);
  const buildable = workspaces.filter((workspace) => workspace.manifest.scripts?.build);
  const stale = buildable
    .map((workspace) => ({ workspace, reason: force ? 'forced' : staleReason(workspace, workspaces, root) }))
    .filter((entry) => entry.reason);
  if (stale.length === 0) {
    log(`Build: all ${buildable.length} workspaces are up to date`);
    return { built: [], failed: [] };
  }
  log(`Build: ${stale.map(({ workspace, reason }) => `${workspace.name} (${reason})`).join(', ')}`);
  const built = [];
  const failed = [];
  await runPool(stale, concurrency, async ({ workspace }) => {
    // The stamp takes the time the build started, so an edit made during the build still counts as newer.
    const startedAt = new Date();
    const result = await runCommand(NPM, ['run', 'build', '--workspace', workspace.name], { cwd: root });
    if (result.code === 0) {
      writeStamp(workspace);
      utimesSync(join(workspace.dir, STAMP_FILE), startedAt, startedAt);
      built.push(workspace.name);
      log(`  built ${workspace.name} in ${result.seconds.toFixed(1)} s`);
    } else {
      failed.push(workspace.name);
      log(`  build of ${workspace.name} failed (exit ${result.code}):\n${result.output}`);
    }
  });
  return { built, failed };
}
