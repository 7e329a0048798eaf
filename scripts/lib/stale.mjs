// Decides which workspaces need a build: a workspace is stale when any of its files, or any file of a
// packages/* workspace it depends on (directly or through another), is newer than its build stamp.
import { existsSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Folders never looked into: installed dependencies, build output, data and caches. */
const IGNORED = new Set(['node_modules', 'dist', '.data', 'coverage', '.tmp', '.git', '.cache']);

/** The file a successful build leaves behind, relative to the workspace. */
export const STAMP_FILE = join('dist', '.build-stamp');

/** Modification time (ms) of the newest file under `dir`, or 0 when it holds none. */
export function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (IGNORED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (entry.isFile()) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** The local workspaces `workspace` uses, found through `@progression/*` dependencies, transitively. */
export function localDependencies(workspace, workspaces) {
  const byName = new Map(workspaces.map((candidate) => [candidate.name, candidate]));
  const found = new Map();
  const visit = (current) => {
    const { dependencies = {}, devDependencies = {}, peerDependencies = {} } = current.manifest;
    for (const name of Object.keys({ ...dependencies, ...devDependencies, ...peerDependencies })) {
      const dependency = byName.get(name);
      if (dependency && !found.has(name) && dependency !== workspace) {
        found.set(name, dependency);
        visit(dependency);
      }
    }
  };
  visit(workspace);
  return [...found.values()];
}

/**
 * Why `workspace` needs a build, or null when its stamp is newer than every input. Inputs: its own files,
 * the local packages it uses, and the root lockfile (a dependency upgrade changes the bundle).
 */
export function staleReason(workspace, workspaces, root) {
  const stampPath = join(workspace.dir, STAMP_FILE);
  if (!existsSync(stampPath)) return 'never built';
  const stamp = statSync(stampPath).mtimeMs;
  if (newestMtime(workspace.dir) > stamp) return 'its sources changed';
  for (const dependency of localDependencies(workspace, workspaces)) {
    if (newestMtime(dependency.dir) > stamp) return `${dependency.name} changed`;
  }
  const lockfile = join(root, 'package-lock.json');
  if (existsSync(lockfile) && statSync(lockfile).mtimeMs > stamp) return 'dependencies changed';
  return null;
}

/** Records a successful build of `workspace`. */
export function writeStamp(workspace) {
  mkdirSync(join(workspace.dir, 'dist'), { recursive: true });
  writeFileSync(join(workspace.dir, STAMP_FILE), `${new Date().toISOString()}\n`);
}
