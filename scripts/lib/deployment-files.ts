// Reading the deployment files (docker-compose.yml, k8s/) and the folders they must cover, for the tests
// that keep them in step with the services and microfrontends of the repository.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { renderKustomization, type KubernetesObject } from './kustomize';
import { isDeployedService } from './repo.mjs';

export { yamlDocuments, type KubernetesObject } from './kustomize';

const isWorkspace = (dir: string) => existsSync(join(dir, 'package.json'));

/** The service folders under services/ (e.g. `games`) that are deployed: the `_template` is not. */
export const serviceFolders = (root: string): string[] =>
  readdirSync(join(root, 'services'))
    .filter((name) => isWorkspace(join(root, 'services', name)) && isDeployedService(name))
    .sort();

/** The microfrontend folders at the root (e.g. `mf-games`). */
export const microfrontendFolders = (root: string): string[] =>
  readdirSync(root)
    .filter((name) => /^mf-[a-z0-9-]+$/.test(name) && isWorkspace(join(root, name)))
    .sort();

/** The federation name of a microfrontend folder, as the shell and the gateway know it: `mf-games` -> `mf_games`. */
export const federationName = (folder: string) => folder.replace(/-/g, '_');

/** `games` -> `GAMES_URL`. */
export const urlVariable = (service: string) => `${service.toUpperCase().replace(/-/g, '_')}_URL`;

export interface ComposeService {
  build?: { dockerfile?: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  healthcheck?: { test?: string[] };
  ports?: string[];
  volumes?: string[];
  read_only?: boolean;
  cap_drop?: string[];
  depends_on?: Record<string, unknown>;
}

/** Every object `kubectl kustomize <dir>` renders. */
export function kustomizedObjects(k8sDir: string): KubernetesObject[] {
  return renderKustomization(k8sDir);
}
