import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The repository's root: the nearest folder above this file whose package.json declares workspaces. Found
 * from this file, so it holds whether the helpers run from src (jest) or bundled into a dist (a bench).
 */
export function repositoryRoot(): string {
  for (let folder = __dirname; folder !== dirname(folder); folder = dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown }).workspaces
    )
      return folder;
  }
  throw new Error(`no workspace root above ${__dirname}`);
}

/** The absolute folder of a workspace given relative to the root, e.g. `services/catalog`. */
export function workspaceDir(workspace: string): string {
  const dir = join(repositoryRoot(), workspace);
  if (!existsSync(join(dir, 'package.json'))) throw new Error(`${workspace} is not a workspace`);
  return dir;
}
