// Where the repository is and which workspaces it holds, read from the root package.json so that a new
// service or microfrontend is found without editing these scripts.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The checkout's root: the nearest folder upwards from `start` whose package.json declares workspaces. */
export function findRepoRoot(start = process.cwd()) {
  let dir = resolve(start);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && readJson(manifest).workspaces) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No workspace root above ${start}`);
    dir = parent;
  }
}

/** Parses a JSON file. */
export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Every workspace of the root package.json: `{ name, dir, folder, manifest }` where `folder` is the path
 * relative to the root (e.g. `services/identity`). Patterns are plain folders or `<folder>/*` and `prefix-*`.
 */
export function listWorkspaces(root) {
  const patterns = readJson(join(root, 'package.json')).workspaces ?? [];
  const folders = new Set();
  for (const pattern of patterns) {
    for (const folder of expandPattern(root, pattern)) {
      if (existsSync(join(root, folder, 'package.json'))) folders.add(folder);
    }
  }
  return [...folders].sort().map((folder) => {
    const manifest = readJson(join(root, folder, 'package.json'));
    return { name: manifest.name, dir: join(root, folder), folder, manifest };
  });
}

/** Expands one workspace pattern with at most one `*` in its last segment. */
function expandPattern(root, pattern) {
  const star = pattern.indexOf('*');
  if (star === -1) return [pattern];
  const parent = dirname(pattern) === '.' ? '' : dirname(pattern);
  const lastSegment = pattern.slice(parent ? parent.length + 1 : 0);
  const [prefix, suffix] = lastSegment.split('*');
  const parentDir = join(root, parent);
  if (!existsSync(parentDir)) return [];
  return readdirSync(parentDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix) && entry.name.endsWith(suffix))
    .map((entry) => (parent ? `${parent}/${entry.name}` : entry.name));
}

/**
 * The services: every `services/*` folder with a package.json; `name` is the folder name. A folder whose name
 * starts with `_` (the service template) is a workspace, typechecked and tested, but never run or deployed.
 */
export function listServices(root) {
  return listWorkspaces(root)
    .filter((workspace) => workspace.folder.startsWith('services/'))
    .map((workspace) => ({ ...workspace, service: workspace.folder.slice('services/'.length) }))
    .filter((workspace) => isDeployedService(workspace.service));
}

/** Whether a folder of services/ is a service that runs (`_template` is not). */
export const isDeployedService = (folder) => !folder.startsWith('_');

/** The environment variable that holds a service's URL: `catalog` -> `CATALOG_URL`. */
export function serviceUrlVariable(service) {
  return `${service.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_URL`;
}
