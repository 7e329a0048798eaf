// Renders a kustomization the way `kubectl kustomize` does, for the subset this repository uses, so the
// deployment tests need no kubectl: resources (files and folders with their own kustomization), labels
// (with includeSelectors), images (newName/newTag) and JSON 6902 patches by target kind or name (replace,
// add, remove).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

export interface KubernetesObject {
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

interface Kustomization {
  resources?: string[];
  labels?: { pairs: Record<string, string>; includeSelectors?: boolean }[];
  images?: { name: string; newName?: string; newTag?: string }[];
  patches?: { target: { kind?: string; name?: string }; patch: string }[];
}

interface PatchOperation {
  op: 'replace' | 'add' | 'remove';
  path: string;
  value?: unknown;
}

/** Every YAML document of a file as plain data, `<<` merge keys applied; any syntax error throws. */
export function yamlDocuments(path: string): Record<string, unknown>[] {
  return parseYaml(readFileSync(path, 'utf8'), path);
}

function parseYaml(text: string, where: string): Record<string, unknown>[] {
  const parsed = parseAllDocuments(text, { merge: true });
  for (const document of parsed) {
    if (document.errors.length > 0)
      throw new Error(`${where}: ${document.errors.map((error) => error.message).join('; ')}`);
  }
  return parsed.map((document) => document.toJS() as Record<string, unknown>);
}

type Json = Record<string, unknown> | unknown[];

/** The parent of the last path segment and that segment, per RFC 6901 (`~1` is `/`, `~0` is `~`). */
function locate(root: Json, path: string): [Json, string] {
  const segments = path
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = segments.pop()!;
  let parent: Json = root;
  for (const segment of segments) {
    const next = (parent as Record<string, unknown>)[segment];
    if (typeof next !== 'object' || next === null) throw new Error(`patch path ${path} does not exist`);
    parent = next as Json;
  }
  return [parent, last];
}

function applyOperation(object: KubernetesObject, operation: PatchOperation): void {
  const [parent, key] = locate(object as unknown as Json, operation.path);
  if (Array.isArray(parent)) {
    const index = key === '-' ? parent.length : Number(key);
    if (operation.op === 'add') parent.splice(index, 0, operation.value);
    else if (operation.op === 'replace') parent[index] = operation.value;
    else parent.splice(index, 1);
  } else if (operation.op === 'remove') delete parent[key];
  else {
    if (operation.op === 'replace' && !(key in parent))
      throw new Error(`patch path ${operation.path} does not exist`);
    parent[key] = operation.value;
  }
}

const matches = (object: KubernetesObject, target: { kind?: string; name?: string }) =>
  (!target.kind || object.kind === target.kind) && (!target.name || object.metadata.name === target.name);

function applyPatch(objects: KubernetesObject[], patch: NonNullable<Kustomization['patches']>[number]) {
  const operations = parseYaml(patch.patch, 'patch')[0] as unknown as PatchOperation[];
  for (const object of objects.filter((candidate) => matches(candidate, patch.target)))
    for (const operation of operations) applyOperation(object, operation);
}

function applyLabels(object: KubernetesObject, pairs: Record<string, string>, includeSelectors: boolean) {
  object.metadata.labels = { ...object.metadata.labels, ...pairs };
  if (!includeSelectors) return;
  const spec = object.spec as
    | {
        selector?: Record<string, unknown> & { matchLabels?: Record<string, string> };
        template?: { metadata?: { labels?: Record<string, string> } };
      }
    | undefined;
  if (!spec) return;
  if (object.kind === 'Service') spec.selector = { ...spec.selector, ...pairs };
  else if (spec.template) {
    spec.selector = { ...spec.selector, matchLabels: { ...spec.selector?.matchLabels, ...pairs } };
    spec.template.metadata = {
      ...spec.template.metadata,
      labels: { ...spec.template.metadata?.labels, ...pairs },
    };
  }
}

function applyImages(object: KubernetesObject, images: NonNullable<Kustomization['images']>) {
  const containers =
    (object.spec as { template?: { spec?: { containers?: { image?: string }[] } } } | undefined)?.template
      ?.spec?.containers ?? [];
  for (const container of containers) {
    const [name, tag] = (container.image ?? '').split(':');
    const image = images.find((candidate) => candidate.name === name);
    if (image) container.image = `${image.newName ?? name}:${image.newTag ?? tag ?? 'latest'}`;
  }
}

/** Every object a kustomization folder renders, in the order its resources list them. */
export function renderKustomization(dir: string): KubernetesObject[] {
  const [kustomization] = yamlDocuments(join(dir, 'kustomization.yaml')) as Kustomization[];
  const objects = (kustomization.resources ?? []).flatMap((resource) => {
    const path = join(dir, resource);
    if (!existsSync(path)) throw new Error(`${dir}: resource ${resource} does not exist`);
    return statSync(path).isDirectory()
      ? renderKustomization(path)
      : (yamlDocuments(path) as unknown as KubernetesObject[]);
  });
  for (const patch of kustomization.patches ?? []) applyPatch(objects, patch);
  for (const object of objects) {
    for (const label of kustomization.labels ?? [])
      applyLabels(object, label.pairs, label.includeSelectors === true);
    applyImages(object, kustomization.images ?? []);
  }
  return objects;
}
