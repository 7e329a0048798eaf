// Reading the deployment files (docker-compose.yml, k8s/) and the folders they must cover, for the tests
// that keep them in step with the services and microfrontends of the repository.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { isDeployedService } from './repo.mjs';

/** Every YAML document of a file as plain data, `<<` merge keys applied; any syntax error throws. */
export function yamlDocuments(path: string): Record<string, unknown>[] {
  const parsed = parseAllDocuments(readFileSync(path, 'utf8'), { merge: true });
  for (const document of parsed) {
    if (document.errors.length > 0)
      throw new Error(`${path}: ${document.errors.map((error) => error.message).join('; ')}`);
  }
  return parsed.map((document) => document.toJS() as Record<string, unknown>);
}

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

export interface KubernetesObject {
  kind: string;
  metadata: { name: string };
  [field: string]: unknown;
}

/** Every object the kustomization applies, from the files it lists. */
export function kustomizedObjects(k8sDir: string): KubernetesObject[] {
  const [kustomization] = yamlDocuments(join(k8sDir, 'kustomization.yaml')) as { resources: string[] }[];
  return kustomization.resources.flatMap(
    (file) => yamlDocuments(join(k8sDir, file)) as unknown as KubernetesObject[],
  );
}
